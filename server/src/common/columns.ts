import { Column, ColumnOptions } from 'typeorm';
import { moneyColumn } from './money';

/** A BIGINT column of money micro-units, read back as an exact bigint. */
export function MoneyColumn(options: ColumnOptions = {}) {
  return Column({ type: 'bigint', transformer: moneyColumn, default: 0, ...options });
}

/** Date-time column portable between SQLite and MySQL (stored in UTC). */
export function DateColumn(options: ColumnOptions = {}) {
  return Column({ type: 'datetime', ...options });
}
