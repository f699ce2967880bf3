import { examplePlaceholderValues, NOTIFICATION_EVENTS, renderMessageTemplate, templateUseOf } from '@cc/validation';
import { demoTemplates } from '../../../db/seeds/demo-content';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';

/**
 * Every template a fresh database holds (migrations and seeds), and the demo seed's free ones,
 * renders through the shared renderer with every placeholder filled: none uses a placeholder its
 * event (or, without one, a staff remark) does not fill, and no `{{` is left. Its own database:
 * other test files add templates to the shared one.
 */
let iso: IsolatedDatabase;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
});
afterAll(() => iso.close());

interface Template {
  event?: string | null;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
}

function problems(template: Template): string[] {
  const use = templateUseOf(template.event);
  if (!use) return [`no placeholder list for event ${template.event}`];
  const texts = [
    ['title', template.title, 'en'],
    ['titleHi', template.titleHi, 'hi'],
    ['content', template.content, 'en'],
    ['contentHi', template.contentHi, 'hi'],
  ] as const;
  return texts.flatMap(([field, text, language]) => {
    if (text === null) return [];
    const rendered = renderMessageTemplate(text, use, examplePlaceholderValues(language));
    if (!rendered.ok) return [`${template.event ?? 'remark'} ${field}: ${JSON.stringify(rendered)}`];
    return rendered.text.includes('{{') ? [`${template.event ?? 'remark'} ${field}: braces left`] : [];
  });
}

describe('the reference templates', () => {
  it('every template of a fresh database renders completely, event templates with their own placeholders', async () => {
    const db = iso.pool();
    const rows = (await db('message_templates').select('event', 'title', 'titleHi', 'content', 'contentHi')) as Template[];
    // Every event the outbox sends has its templates, and every stored event a placeholder list.
    expect([...new Set(rows.flatMap((row) => (row.event ? [row.event] : [])))].sort()).toEqual([...NOTIFICATION_EVENTS].sort());
    expect(rows.filter((row) => !row.event).length).toBeGreaterThan(0);
    expect(rows.flatMap(problems)).toEqual([]);
  });

  it("the demo seed's free templates render as staff remarks", () => {
    expect(demoTemplates.flatMap((template) => problems({ ...template, event: null }))).toEqual([]);
  });
});
