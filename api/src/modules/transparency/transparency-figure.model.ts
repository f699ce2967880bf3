import type { FigureValues } from './transparency-tally';
import { BaseModel } from '../../db/base-model';

/**
 * The dashboard's final figures of one period and scope (migration 023), written by each refresh
 * (transparency-summary.ts). `district` and `requestType` are '' for "all of them".
 */
export class TransparencyFigure extends BaseModel {
  static override tableName = 'transparency_figures';
  static override idColumn = ['period', 'district', 'requestType'];
  // Objection writes it as JSON text; pg parses the jsonb on read. Always an object, so never parsed twice (decision 0100).
  static override jsonAttributes = ['figures'];

  period!: string;
  district!: string;
  requestType!: string;
  figures!: FigureValues;
}

/** The one row (id 1) saying when the figures were last written (migration 021). */
export class TransparencyRefresh extends BaseModel {
  static override tableName = 'transparency_refreshes';

  id!: 1;
  refreshedAt!: Date;
}
