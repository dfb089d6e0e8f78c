import http from 'node:http';
import { AddressInfo } from 'node:net';
import { changePercent, decimalToMicro, ExchangeMarket, OfflineMarket, PAIRS, requirePair } from './market';

describe('offline market feed', () => {
  const market = new OfflineMarket();
  const now = new Date('2026-03-01T12:34:56Z');

  it('is deterministic and stays within ±5 % of the base price', async () => {
    const a = await market.tickers(now);
    const b = await new OfflineMarket().tickers(now);
    expect(a).toEqual(b);
    expect(a.map((t) => t.pair)).toEqual(Object.keys(PAIRS));
    for (const t of a) {
      const base = PAIRS[t.pair];
      expect(t.price * 100n).toBeGreaterThanOrEqual(base * 95n);
      expect(t.price * 100n).toBeLessThanOrEqual(base * 105n);
      expect(t.low24h <= t.price && t.price <= t.high24h).toBe(true);
    }
  });

  it('moves over time', async () => {
    const later = await market.tickers(new Date(now.getTime() + 5 * 3_600_000));
    const first = await market.tickers(now);
    expect(later.some((t, i) => t.price !== first[i].price)).toBe(true);
  });

  it('history has one point per step ending at the present bucket', async () => {
    expect(await market.history('BTC/USDT', '1D', now)).toHaveLength(25);
    expect(await market.history('BTC/USDT', '1W', now)).toHaveLength(29);
    expect(await market.history('BTC/USDT', '1M', now)).toHaveLength(31);
  });
});

describe('pairs and numbers', () => {
  it('accepts listed pairs only', () => {
    expect(requirePair('btc-usdt')).toBe('BTC/USDT');
    expect(() => requirePair('FOO/USDT')).toThrow('Unknown pair');
    expect(() => requirePair(undefined)).toThrow('Pair is required');
  });
  it('decimal text to micro-units exactly', () => {
    expect(decimalToMicro('65012.3456789')).toBe(65_012_345_678n);
    expect(decimalToMicro('0.52')).toBe(520_000n);
    expect(() => decimalToMicro('1e5')).toThrow('Market data unavailable');
  });
  it('change percent', () => {
    expect(changePercent(100_000_000n, 102_500_000n)).toBe(25_000n);
    expect(changePercent(100_000_000n, 97_000_000n)).toBe(-30_000n);
  });
});

describe('exchange adapter', () => {
  it('reads a Binance-compatible ticker and klines', async () => {
    const server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url!.startsWith('/api/v3/ticker/24hr')) {
        res.end(JSON.stringify([{ symbol: 'BTCUSDT', lastPrice: '64000.10000000', openPrice: '63000.00', highPrice: '65000.5', lowPrice: '62000' }]));
      } else if (req.url!.startsWith('/api/v3/klines?symbol=BTCUSDT&interval=1h&limit=25')) {
        res.end(JSON.stringify([[1700000000000, '1', '2', '0.5', '1.25']]));
      } else {
        res.statusCode = 404;
        res.end('[]');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const market = new ExchangeMarket(url);
      expect(await market.tickers()).toEqual([{ pair: 'BTC/USDT', price: 64_000_100_000n, open24h: 63_000_000_000n, high24h: 65_000_500_000n, low24h: 62_000_000_000n }]);
      expect(await market.history('BTC/USDT', '1D')).toEqual([{ time: new Date(1700000000000), price: 1_250_000n }]);
      await expect(new ExchangeMarket(`${url}/missing`).tickers()).rejects.toThrow('Market data unavailable');
    } finally {
      server.close();
    }
  });
});
