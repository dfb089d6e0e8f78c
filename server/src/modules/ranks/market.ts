import { MICRO } from '../../common/money';
import { AppError, badInput } from '../../common/errors';
import { applyRate, FULL_RATE, rateOf } from '../../rules/rate';

/**
 * Market data for the trade pages and the self-trade. Prices are exact decimal texts held as
 * integer micro-units (6 decimals) internally; no float ever reaches a stored price.
 */
export interface PairTicker {
  pair: string;
  /** Last price, micro-units. */
  price: bigint;
  open24h: bigint;
  high24h: bigint;
  low24h: bigint;
}

export interface PricePoint {
  time: Date;
  price: bigint;
}

export type HistoryRange = '1D' | '1W' | '1M';

export interface MarketProvider {
  tickers(now?: Date): Promise<PairTicker[]>;
  history(pair: string, range: HistoryRange, now?: Date): Promise<PricePoint[]>;
}

/** The listed pairs and the offline feed's base prices (micro-units). */
export const PAIRS: Record<string, bigint> = {
  'BTC/USDT': 65_000_000_000n,
  'ETH/USDT': 3_200_000_000n,
  'BNB/USDT': 580_000_000n,
  'SOL/USDT': 150_000_000n,
  'XRP/USDT': 520_000n,
  'ADA/USDT': 450_000n,
  'DOGE/USDT': 120_000n,
  'TRX/USDT': 125_000n,
};

export function requirePair(value: unknown): string {
  const pair = typeof value === 'string' ? value.trim().toUpperCase().replace('-', '/') : '';
  if (!pair) throw badInput('Pair is required', { pair: 'required' });
  if (!(pair in PAIRS)) throw badInput('Unknown pair', { pair: `one of ${Object.keys(PAIRS).join(', ')}` });
  return pair;
}

const HOUR = 3_600_000;
const RANGE_POINTS: Record<HistoryRange, { step: number; points: number }> = {
  '1D': { step: HOUR, points: 24 },
  '1W': { step: 6 * HOUR, points: 28 },
  '1M': { step: 24 * HOUR, points: 30 },
};

/** A 32-bit integer hash (FNV-1a over the text): the same inputs give the same price everywhere. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A deterministic offset in [-range, range] parts per million for one pair and time bucket. */
function wobble(pair: string, bucket: string, range: number): number {
  return (hash(`${pair}:${bucket}`) % (2 * range + 1)) - range;
}

/**
 * Offline deterministic feed: the hourly price is the base moved by the mean of the last 24 hourly
 * offsets (±4 %), plus a small per-minute offset (±0.1 %). Integer arithmetic only.
 */
export class OfflineMarket implements MarketProvider {
  priceAt(pair: string, time: Date, withMinute = true): bigint {
    const base = PAIRS[pair];
    const hour = Math.floor(time.getTime() / HOUR);
    let ppm = 0;
    for (let k = 0; k < 24; k++) ppm += wobble(pair, `h${hour - k}`, 40_000);
    ppm = Math.trunc(ppm / 24) * 4; // the mean shrinks the spread; scale it back to about ±4 %
    if (withMinute) ppm += wobble(pair, `m${Math.floor(time.getTime() / 60_000)}`, 1_000);
    return applyRate(base, FULL_RATE + BigInt(ppm)); // the base moved by ppm, floored like every rate
  }

  async tickers(now = new Date()): Promise<PairTicker[]> {
    return Object.keys(PAIRS).map((pair) => {
      const hourly = Array.from({ length: 25 }, (_, i) => this.priceAt(pair, new Date(now.getTime() - (24 - i) * HOUR), false));
      const price = this.priceAt(pair, now);
      const all = [...hourly, price];
      return {
        pair,
        price,
        open24h: hourly[0],
        high24h: all.reduce((a, b) => (b > a ? b : a)),
        low24h: all.reduce((a, b) => (b < a ? b : a)),
      };
    });
  }

  async history(pair: string, range: HistoryRange, now = new Date()): Promise<PricePoint[]> {
    const { step, points } = RANGE_POINTS[range];
    const end = Math.floor(now.getTime() / step) * step;
    return Array.from({ length: points + 1 }, (_, i) => {
      const time = new Date(end - (points - i) * step);
      return { time, price: this.priceAt(pair, time, false) };
    });
  }
}

/** Exact decimal text ("65012.345678", at most 6 decimals kept, truncated) to micro-units. */
export function decimalToMicro(text: unknown): bigint {
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text)) throw new AppError('CONFLICT', 'Market data unavailable');
  const [w, f = ''] = text.split('.');
  return BigInt(w) * MICRO + BigInt((f + '000000').slice(0, 6));
}

/**
 * A Binance-compatible REST ticker (`/api/v3/ticker/24hr`, `/api/v3/klines`), used when
 * MARKET_PROVIDER=binance. Answers are cached for 15 s; a failure is a clear error, never a guess.
 */
export class ExchangeMarket implements MarketProvider {
  private cache: { at: number; tickers: PairTicker[] } | null = null;
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  private async get(path: string): Promise<any> {
    try {
      const res = await this.fetchFn(`${this.baseUrl}${path}`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return await res.json();
    } catch {
      throw new AppError('CONFLICT', 'Market data unavailable');
    }
  }

  async tickers(): Promise<PairTicker[]> {
    if (this.cache && Date.now() - this.cache.at < 15_000) return this.cache.tickers;
    const symbols = Object.keys(PAIRS).map((p) => p.replace('/', ''));
    const rows: any[] = await this.get(`/api/v3/ticker/24hr?symbols=${encodeURIComponent(JSON.stringify(symbols))}`);
    if (!Array.isArray(rows)) throw new AppError('CONFLICT', 'Market data unavailable');
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    const tickers = Object.keys(PAIRS)
      .filter((pair) => bySymbol.has(pair.replace('/', '')))
      .map((pair) => {
        const r = bySymbol.get(pair.replace('/', ''));
        return { pair, price: decimalToMicro(r.lastPrice), open24h: decimalToMicro(r.openPrice), high24h: decimalToMicro(r.highPrice), low24h: decimalToMicro(r.lowPrice) };
      });
    this.cache = { at: Date.now(), tickers };
    return tickers;
  }

  async history(pair: string, range: HistoryRange): Promise<PricePoint[]> {
    const interval = { '1D': '1h', '1W': '6h', '1M': '1d' }[range];
    const limit = RANGE_POINTS[range].points + 1;
    const rows: any[] = await this.get(`/api/v3/klines?symbol=${pair.replace('/', '')}&interval=${interval}&limit=${limit}`);
    if (!Array.isArray(rows)) throw new AppError('CONFLICT', 'Market data unavailable');
    // kline: [openTime, open, high, low, close, ...]
    return rows.map((k) => ({ time: new Date(Number(k[0])), price: decimalToMicro(k[4]) }));
  }
}

export function createMarket(config: { provider: 'offline' | 'binance'; url?: string }): MarketProvider {
  return config.provider === 'binance' && config.url ? new ExchangeMarket(config.url) : new OfflineMarket();
}

/** 24h change in percent x 10^4 (signed), truncated toward zero. */
export function changePercent(open: bigint, last: bigint): bigint {
  return rateOf(last - open, open);
}
