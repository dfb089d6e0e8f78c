/**
 * Header slots of the user layout:
 * - WalletChipsSlot: 'Active Wallet', 'Income Wallet', 'ROI Wallet' chips from `me { wallets }`
 *   (skeleton while loading, live via `walletChanged`; click ⇒ /user/dep,
 *   /user/transaction/direct_transaction (no /user/income page yet), /user/transaction/roi_transaction)
 *   — PAGES §1.1. Implemented in src/modules/member/WalletChips.tsx.
 * - NotificationBellSlot: bell with unread badge and the latest 5 (`notificationAdded`) — PAGES §5.
 *   Renders nothing yet; fill it in place.
 */
import { WalletChips } from '../../modules/member/WalletChips';

export function WalletChipsSlot() {
  return <WalletChips />;
}

export function NotificationBellSlot() {
  return null;
}
