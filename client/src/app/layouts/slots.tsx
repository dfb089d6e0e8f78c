/**
 * Header slots of the user layout:
 * - WalletChipsSlot: 'Active Wallet', 'Income Wallet', 'ROI Wallet' chips from `me { wallets }`
 *   (skeleton while loading, live via `walletChanged`; click ⇒ /user/dep,
 *   /user/income, /user/transaction/roi_transaction)
 *   — PAGES §1.1. Implemented in src/modules/member/WalletChips.tsx.
 * - NotificationBellSlot: bell with unread badge and the latest 5 (`notificationAdded`) — PAGES §5.
 *   Implemented in src/modules/notifications/components/NotificationBell.tsx.
 */
import { WalletChips } from '../../modules/member/WalletChips';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell';

export function WalletChipsSlot() {
  return <WalletChips />;
}

export function NotificationBellSlot() {
  return <NotificationBell area="MEMBER" />;
}
