/** The wallets answer of the read benchmark's baselines (bench/bare-server.js, bench/apollo-server.js). */
const WALLETS = { ACTIVE: 'active', INCOME: 'income', ROI: 'roi', COMPOUND: 'compound' };

/** Micro-units (a decimal string) as dollars with at least two decimals, like the Money scalar. */
function money(micro) {
  const v = BigInt(micro);
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  const cents = String(abs % 1000000n).padStart(6, '0').replace(/0{1,4}$/, '');
  return `${sign}${abs / 1000000n}.${cents.padEnd(2, '0')}`;
}

module.exports = { WALLETS, money };
