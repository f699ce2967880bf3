import type { EventCategory } from '@cc/types';
import { BaseModel } from '../../db/base-model';

/** A row of `events` (spec §3 Event); `eventDate` is a DATE column, read back as text by the service. */
export class EventRow extends BaseModel {
  static override tableName = 'events';

  id!: number;
  title!: string;
  titleHi!: string | null;
  description!: string | null;
  descriptionHi!: string | null;
  eventDate!: string | Date;
  eventTime!: string | null;
  location!: string | null;
  locationHi!: string | null;
  category!: EventCategory;
  priority!: 'low' | 'medium' | 'high';
  isPublic!: boolean;
  isActive!: boolean;
  imageUrl!: string | null;
  externalLink!: string | null;
  createdBy!: number | null;
  createdAt!: Date;
  updatedAt!: Date;
}
