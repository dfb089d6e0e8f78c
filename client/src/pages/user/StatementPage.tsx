/**
 * /user/statement — Statement: every line of the member's four wallets (admin cash handling
 * included, as 'Admin credit: <reason>'), so every cent of every balance is accounted for. The
 * dashboard's figures link here with `?wallet=` and `?kind=` (repeatable) preset.
 */
import { useSearchParams } from 'react-router-dom';
import type { WalletKind } from '../../generated/types';
import { WalletStatement, WALLET_NAMES } from '../../modules/money/components/WalletStatement';

export default function StatementPage() {
  const [params] = useSearchParams();
  const raw = params.get('wallet')?.toUpperCase();
  const wallet = raw && raw in WALLET_NAMES ? (raw as WalletKind) : null;
  const kinds = params.getAll('kind').filter((k) => /^[A-Z_]{2,32}$/.test(k));
  return (
    <WalletStatement
      // New links (another preset) start a fresh statement.
      key={params.toString()}
      title="Statement"
      subtitle="Every credit and debit of your four wallets, each with the wallet's balance after it."
      initialWallet={wallet}
      initialKinds={kinds}
      csvName="statement"
      caption="All wallets, newest first"
    />
  );
}
