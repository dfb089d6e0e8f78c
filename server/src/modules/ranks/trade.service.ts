import { dailyRoi } from '../../rules/roi';
import type { Database } from '../../database/data-source';
import { asText } from '../../database/sql';
import { AppError, conflict } from '../../common/errors';
import { formatMoney, toBigInt } from '../../common/money';
import type { LedgerService } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { isUniqueViolation } from '../ledger/ledger.service';
import { Trade } from './ranks.entities';
import { HistoryRange, MarketProvider, requirePair } from './market';
import { IncomePort } from './ports';

/**
 * Self-trade (BUSINESS-RULES §4): with `manualTrade` on, a member's ROI of the day is credited when
 * they trade a listed pair that day. The credit is keyed per investment and day
 * (`roi:<investment>:<day>`, one trade per member and day); the daily job's ROI step leaves out every
 * member with a trade that day, whatever `manualTrade` says when it runs, so the two never both pay.
 */
export class TradeService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    readonly market: MarketProvider,
    private readonly income: IncomePort,
  ) {}

  async tickers() {
    return this.market.tickers();
  }

  async history(pair: string, range: HistoryRange) {
    return this.market.history(requirePair(pair), range);
  }

  async trade(memberId: number, pairRaw: unknown): Promise<Trade> {
    if (!(await this.settings.isOn('manualTrade'))) throw new AppError('FEATURE_DISABLED', 'Manual trading is off: your ROI is credited by the daily run');
    await this.settings.requireOn('roi', 'ROI is currently disabled');
    const pair = requirePair(pairRaw);
    const ticker = (await this.market.tickers()).find((t) => t.pair === pair);
    if (!ticker) throw new AppError('CONFLICT', 'Market data unavailable');
    const day = await this.settings.platformDay();
    const e = this.db.engine;
    let trade: Trade;
    try {
      trade = await this.db.transaction(async (em) => {
        if (await em.findOne(Trade, { where: { memberId, day }, select: ['id'] })) throw conflict('Already traded today');
        const investments: Array<{ id: number; amount: string; roi_rate: string }> = await em.query(
          `SELECT id, ${asText(e, 'amount')} AS amount, ${asText(e, 'roi_rate')} AS roi_rate FROM investments
           WHERE member_id = ? AND status = 'RUNNING' AND start_day <= ? AND end_day > ? ORDER BY id`,
          [memberId, day, day],
        );
        if (!investments.length) throw conflict('No running investment to trade for');
        let total = 0n;
        for (const inv of investments) {
          const roi = dailyRoi(toBigInt(inv.amount)!, toBigInt(inv.roi_rate)!);
          const { credited } = await this.income.credit(em, {
            memberId,
            kind: 'ROI',
            wallet: 'ROI',
            amount: roi,
            key: `roi:${inv.id}:${day}`,
            day,
            memo: `Trade ${pair} at ${formatMoney(ticker.price)}`,
            referenceType: 'investment',
            referenceId: Number(inv.id),
          });
          total += credited;
        }
        const row = em.create(Trade, { memberId, pair, price: formatMoney(ticker.price), amount: total, day, tradedAt: new Date() });
        await em.insert(Trade, row);
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Already traded today');
      throw err;
    }
    return trade;
  }

  async myTrades(memberId: number, limit = 20) {
    return this.db.manager.find(Trade, { where: { memberId }, order: { id: 'DESC' }, take: Math.min(limit, 100) });
  }

  async todayTrade(memberId: number) {
    const day = await this.settings.platformDay();
    return this.db.manager.findOne(Trade, { where: { memberId, day } });
  }
}
