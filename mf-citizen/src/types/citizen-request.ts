/** The request as GET /api/requests and /api/requests/:id answer it (docs/api.md, spec §3). */
export type StageStatus = 'completed' | 'current' | 'upcoming';

export interface WorkflowStage {
  name: string;
  status: StageStatus;
  date: string | null;
}

export interface CitizenRequest {
  id: number;
  requestId: string;
  title: string | null;
  requestType: string;
  category: string | null;
  priority: string | null;
  status: string;
  description: string;
  name: string;
  phone: string;
  email: string | null;
  voterIdNumber: string | null;
  district: string;
  vidhansabha: string | null;
  constituency: string | null;
  block: string | null;
  address: string;
  attachmentUrl: string | null;
  attachmentType: string | null;
  attachmentName: string | null;
  assignedTo: number | null;
  assignee: { name: string; email: string | null } | null;
  response: string | null;
  submittedAt: string;
  updatedAt: string;
  createdAt: string;
  workflow?: { stages: WorkflowStage[] };
}

export interface RequestPage {
  items: CitizenRequest[];
  nextCursor: string | null;
}
