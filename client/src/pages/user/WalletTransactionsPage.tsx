/** /user/dep — Wallet Transactions (PAGES §2.2): the member's Active Wallet ledger. */
import { WalletStatement } from '../../modules/money/components/WalletStatement';

export default function WalletTransactionsPage() {
  return (
    <WalletStatement
      title="Wallet transactions"
      subtitle="Every credit and debit of your Active Wallet."
      fixedWallet="ACTIVE"
      csvName="active-wallet-transactions"
      caption="Active Wallet ledger, newest first"
    />
  );
}
