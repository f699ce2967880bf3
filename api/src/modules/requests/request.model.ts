import { BaseModel } from '../../db/base-model';

/** A row of `requests` (spec §3). Named ServiceRequest to stay clear of the fetch `Request` global. */
export type RequestRow = Omit<ServiceRequest, keyof BaseModel>;

export class ServiceRequest extends BaseModel {
  static override tableName = 'requests';

  id!: number;
  requestId!: string;
  title!: string | null;
  requestType!: string;
  category!: string | null;
  priority!: string | null;
  status!: string;
  description!: string;
  name!: string;
  phone!: string;
  email!: string | null;
  voterIdNumber!: string | null;
  district!: string;
  vidhansabha!: string | null;
  constituency!: string | null;
  block!: string | null;
  address!: string;
  attachmentUrl!: string | null;
  attachmentPath!: string | null;
  attachmentType!: string | null;
  attachmentName!: string | null;
  assignedTo!: number | null;
  escalationLevel!: number;
  response!: string | null;
  submitterId!: number | null;
  submitterType!: string;
  submittedAt!: Date;
  createdAt!: Date;
  updatedAt!: Date;
  resolvedAt!: Date | null;
  dueAt!: Date | null;
  slaStartedAt!: Date | null;
}
