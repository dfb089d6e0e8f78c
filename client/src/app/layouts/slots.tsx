/**
 * Header slots of the user layout. They render nothing yet; fill them in place:
 * - WalletChipsSlot: 'Active Wallet', 'Income Wallet', 'ROI Wallet' chips from `me { wallets }`
 *   (skeleton while loading, live via `walletChanged`; click ⇒ /user/dep, /user/income,
 *   /user/transaction/roi_transaction) — PAGES §1.1.
 * - NotificationBellSlot: bell with unread badge and the latest 5 (`notificationAdded`) — PAGES §5.
 */
export function WalletChipsSlot() {
  return null;
}

export function NotificationBellSlot() {
  return null;
}
