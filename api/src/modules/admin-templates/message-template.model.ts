import type { TemplateLanguage, TemplateType } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** A row of `message_templates` (spec §3 Message template); `event` marks the workflow's own. */
export class MessageTemplateRow extends BaseModel {
  static override tableName = 'message_templates';

  id!: number;
  type!: TemplateType;
  category!: string;
  title!: string;
  titleHi!: string | null;
  content!: string;
  contentHi!: string | null;
  language!: TemplateLanguage;
  isActive!: boolean;
  event!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
