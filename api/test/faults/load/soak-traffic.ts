import { FORM } from '../../../src/modules/requests/__tests__/request-test-kit';
import { HttpClient } from '../support/http-client';
import { uniquePdf } from '../support/stored-files';

/** The signed-in people of the run, each one browser (one session) talking to the proxy. */
export interface Actors {
  visitors: HttpClient[];
  citizens: HttpClient[];
  staff: HttpClient;
  admin: HttpClient;
  /** A level-1 official of the staff member's district: the target of "forward". */
  officialId: number;
}

/** What the run remembers between operations: requests filed and waiting for a staff action. */
export interface TrafficState {
  filed: Array<{ id: number; email: string }>;
  toAct: number[];
  forwarded: number[];
  resolved: number[];
}

export interface Outcome {
  ok: boolean;
  status: number;
  /** HTTP requests the operation made (filing is a captcha and a submission). */
  calls: number;
}

interface Scenario {
  name: string;
  /** Statuses that are a correct answer of this operation besides 2xx/3xx (none today). */
  expected?: number[];
  run(actors: Actors, state: TrafficState, i: number): Promise<Outcome>;
}

/**
 * An operation unanswered after this long is an error: the read timeout docs/operations.md asks
 * of the load balancer (60 s). Slower answers within it are errors of latency, not of loss: the
 * p99 shows them.
 */
const TIMEOUT_MS = 60_000;

const answered = (status: number, calls = 1): Outcome => ({ ok: status >= 200 && status < 400, status, calls });

/** Seven PDF bodies of 8-14 kB, made once before the run: no random bytes drawn per filing. */
const PDFS = Array.from({ length: 7 }, (_, k) => uniquePdf(8_000 + k * 1_000));

/** A small PDF attachment, different for every filing (the store keys files by content): a body above with i stamped after the header. */
const attachment = (i: number) => {
  const bytes = Buffer.from(PDFS[i % PDFS.length]!);
  bytes.write(String(i).padStart(12, '0'), '%PDF-1.4\n'.length, 'latin1');
  return { name: `evidence-${i}.pdf`, type: 'application/pdf', bytes };
};

/** The citizen's e-mail on the form: one address per filing, so each delivered mail names its request. */
export const soakEmail = (i: number) => `soak-${i}@example.in`;

async function file(client: HttpClient, state: TrafficState, i: number, description: string): Promise<Outcome> {
  const captcha = await client.captcha(TIMEOUT_MS);
  const email = soakEmail(i);
  const form = HttpClient.form({ ...FORM, email, description, ...captcha }, attachment(i));
  const res = await client.post('/api/requests', form, {}, TIMEOUT_MS);
  if (res.status === 201) {
    const id = Number(res.body.id);
    state.filed.push({ id, email });
    state.toAct.push(id);
  }
  return answered(res.status, 2);
}

/** Staff act through the real workflow route on a request filed earlier: forward and resolve in turn. */
async function act(actors: Actors, state: TrafficState, i: number): Promise<Outcome> {
  const id = state.toAct.shift();
  if (id === undefined) return answered((await actors.staff.get('/api/requests?status=pending', TIMEOUT_MS)).status);
  const forward = i % 2 === 0;
  const body = forward ? { action: 'approve_forward', assignedTo: actors.officialId } : { action: 'complete', remarks: 'Repaired during the load run.' };
  const res = await actors.staff.patch(`/api/requests/${id}`, body, TIMEOUT_MS);
  if (res.status === 200) (forward ? state.forwarded : state.resolved).push(id);
  return answered(res.status);
}

const visitorFiles: Scenario = { name: 'visitor files (captcha + PDF)', run: (a, s, i) => file(a.visitors[i % a.visitors.length]!, s, i, `Visitor filing ${i} of the load run`) };
const citizenFiles: Scenario = { name: 'citizen files (captcha + PDF)', run: (a, s, i) => file(a.citizens[i % a.citizens.length]!, s, i, `Citizen filing ${i} of the load run`) };
const citizenLists: Scenario = { name: 'citizen lists own', run: async (a, _s, i) => answered((await a.citizens[i % a.citizens.length]!.get('/api/requests', TIMEOUT_MS)).status) };
const staffLists: Scenario = { name: 'staff lists pending', run: async (a) => answered((await a.staff.get('/api/requests?status=pending', TIMEOUT_MS)).status) };
const staffOpens: Scenario = {
  name: 'staff opens a request',
  run: async (a, s, i) => answered((await a.staff.get(`/api/requests/${s.filed[i % Math.max(1, s.filed.length)]?.id ?? 1}`, TIMEOUT_MS)).status),
};
const staffActs: Scenario = { name: 'staff acts (forward/resolve)', run: (a, s, i) => act(a, s, i) };
const staffStats: Scenario = { name: 'staff reads dashboard stats', run: async (a) => answered((await a.staff.get('/api/requests/stats', TIMEOUT_MS)).status) };
const adminStats: Scenario = { name: 'admin reads stats', run: async (a) => answered((await a.admin.get('/api/admin/requests/stats', TIMEOUT_MS)).status) };
const adminLists: Scenario = { name: 'admin lists all', run: async (a) => answered((await a.admin.get('/api/requests', TIMEOUT_MS)).status) };

/**
 * The mix, one slot per operation in turn (20 slots): 15 % filings (each a captcha and a
 * multipart submission with a PDF), 45 % staff work (lists, one request, an action, the
 * dashboard), 15 % citizens reading their own requests, 25 % admin lists and statistics.
 */
const MIX: Scenario[] = [
  visitorFiles, staffLists, adminStats, citizenLists, staffOpens, staffActs, adminLists, citizenFiles, staffLists, staffStats,
  citizenLists, adminStats, staffLists, visitorFiles, staffActs, adminLists, citizenLists, staffOpens, adminStats, staffActs,
];

/** The scenario of operation i. */
export const scenarioOf = (i: number): Scenario => MIX[i % MIX.length]!;

/** Runs operation i; a thrown error (timeout, refused connection) is an error with status 0. */
export async function operate(actors: Actors, state: TrafficState, i: number): Promise<Outcome & { scenario: string }> {
  const scenario = scenarioOf(i);
  try {
    const outcome = await scenario.run(actors, state, i);
    return { ...outcome, ok: outcome.ok || (scenario.expected ?? []).includes(outcome.status), scenario: scenario.name };
  } catch {
    return { ok: false, status: 0, calls: 1, scenario: scenario.name };
  }
}
