import { Joi } from '@cc/validation';
import { REQUEST_STATUSES } from '../../request-workflow';
import { named } from '../json-schema';
import { bool, day, int, list, maybeNumber, maybeText, shape, text, time } from './common';

/** The staff-side reads (libs/types staff.ts, duplicates.ts, request-feedback.ts). */
const countRow = shape({ key: text(), count: int() });
const ratingRow = { key: text(), average: Joi.number(), count: int() };

export const reportSummary = named(
  'ReportSummary',
  shape({
    from: day(),
    to: day(),
    total: int(),
    byStatus: list(countRow),
    byType: list(countRow),
    byDistrict: list(countRow),
    perDay: list(shape({ date: day(), count: int() })),
    averageResolutionHours: maybeNumber(),
    overdueCount: int(),
    ratings: shape({
      average: maybeNumber(),
      count: int(),
      byDistrict: list(shape(ratingRow)),
      byType: list(shape(ratingRow)),
      byOfficial: list(shape({ ...ratingRow, name: text() })),
    }),
  }),
);

export const inbox = named(
  'Inbox',
  shape({
    unread: int(),
    items: list(
      shape({
        kind: Joi.string().valid('assignment', 'overdue', 'reopened'),
        id: int(),
        requestId: text(),
        title: maybeText(),
        requestType: text(),
        status: text(),
        at: time(),
        unread: bool(),
      }),
    ),
  }),
);

export const responseTemplate = named(
  'ResponseTemplate',
  shape({ id: int(), category: text(), title: text(), titleHi: maybeText(), content: text(), contentHi: maybeText(), language: Joi.string().valid('en', 'hi', 'both') }),
);

const similarBase = { requestId: text(), requestType: text(), status: Joi.string().valid(...REQUEST_STATUSES), createdAt: time() };

/** GET /api/requests/similar: the form's hints, never who filed a request. */
export const similarHints = named(
  'SimilarRequestHints',
  shape({ items: list(shape({ ...similarBase, district: text(), vidhanSabha: maybeText(), opening: maybeText(), followPath: maybeText() })) }),
);

/** GET /api/requests/:id/similar: inside the viewer's scope. */
export const staffSimilar = named('StaffSimilarRequests', shape({ items: list(shape({ ...similarBase, id: int(), title: maybeText() })) }));

export const feedbackResponse = named(
  'FeedbackResponse',
  shape({ rating: int().min(1).max(5), comment: maybeText(), outcome: Joi.string().valid('recorded', 'reopened', 'appealed') }),
);

export const reopenResponse = named('ReopenResponse', shape({ status: Joi.string().valid('pending'), escalationLevel: int(), reopen: int().min(1).max(2) }));

export const reopenAppeal = shape({
  id: int(),
  requestDbId: int(),
  requestCode: text(),
  requestType: text(),
  district: text(),
  status: text(),
  reason: text(),
  source: Joi.string().valid('reopen', 'rating'),
  createdAt: time(),
});

export const staffMember = shape({
  id: int(),
  name: text(),
  username: text(),
  role: text(),
  roleDisplayName: text(),
  roleDisplayNameHi: maybeText(),
  level: int(),
  district: maybeText(),
  constituency: maybeText(),
  department: maybeText(),
  openWorkload: int(),
});
