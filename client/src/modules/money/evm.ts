/**
 * Browser crypto wallet (EIP-1193, `window.ethereum`) helpers for Wallet Pay: USDT (BEP20) on
 * BNB Smart Chain. The ERC-20 `transfer(address,uint256)` call data is encoded by hand, with the
 * amount converted to 18-decimal token units by BigInt (never a float).
 */

export const USDT_BEP20_CONTRACT = '0x55d398326f99059fF775485246999027B3197955';
export const USDT_DECIMALS = 18;
/** BNB Smart Chain mainnet. */
export const BSC_CHAIN_ID = '0x38';
/** keccak256('transfer(address,uint256)')[0..4] */
export const TRANSFER_SELECTOR = '0xa9059cbb';

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** The injected wallet, if any. */
export function getInjectedProvider(): Eip1193Provider | null {
  const eth = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
  return eth && typeof eth.request === 'function' ? eth : null;
}

/** '12.5' → 12500000000000000000n at 18 decimals. Throws on anything but a plain non-negative decimal. */
export function toTokenUnits(amount: string, decimals: number = USDT_DECIMALS): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) throw new Error(`Invalid amount: ${amount}`);
  const [, int, frac = ''] = m;
  if (frac.length > decimals) throw new Error(`At most ${decimals} decimals`);
  return BigInt(int) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

const pad64 = (hex: string) => hex.padStart(64, '0');

/** ABI-encoded call data of `transfer(to, amount)` with the amount in token units. */
export function encodeTransfer(to: string, amount: string, decimals: number = USDT_DECIMALS): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new Error('Invalid recipient address');
  const units = toTokenUnits(amount, decimals);
  if (units >= 2n ** 256n) throw new Error('Amount too large');
  return `${TRANSFER_SELECTOR}${pad64(to.slice(2).toLowerCase())}${pad64(units.toString(16))}`;
}

/** Same chain id whatever the hex spelling ('0x38' vs '0x038', 56). */
export function sameChain(a: unknown, b: string): boolean {
  try {
    return BigInt(String(a)) === BigInt(b);
  } catch {
    return false;
  }
}

/** The wallet's error code (EIP-1193: 4001 user rejected, 4902 unknown chain). */
export function walletErrorCode(err: unknown): number | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

export function walletErrorMessage(err: unknown): string {
  const code = walletErrorCode(err);
  if (code === 4001) return 'You rejected the request in your wallet.';
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : 'The wallet could not complete the request.';
}

export const BSC_CHAIN_PARAMS = {
  chainId: BSC_CHAIN_ID,
  chainName: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: ['https://bsc-dataseed.binance.org/'],
  blockExplorerUrls: ['https://bscscan.com/'],
};
