import {
  allowedPlaceholders,
  examplePlaceholderValues,
  NOTIFICATION_EVENTS,
  renderMessageTemplate,
  staffActionSchemas,
  STRICT,
  TEMPLATE_PLACEHOLDERS,
  templateUseOf,
  unknownPlaceholders,
  validate,
  type TemplateUse,
} from '../index';

const USES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateUse[];

describe('the message template renderer', () => {
  it('has a placeholder list for every use: remarks and every notification event', () => {
    expect(USES.sort()).toEqual(['remark', ...NOTIFICATION_EVENTS].sort());
  });

  it.each(USES.flatMap((use) => (['en', 'hi'] as const).map((language) => [use, language] as const)))(
    'renders every allowed placeholder of %s (synonyms too) with the %s examples',
    (use, language) => {
      const names = allowedPlaceholders(use);
      const template = names.map((name, index) => (index % 2 ? `{{ ${name} }}` : `{{${name}}}`)).join(' | ');
      const rendered = renderMessageTemplate(template, use, examplePlaceholderValues(language));
      expect(rendered.ok).toBe(true);
      if (!rendered.ok) return;
      expect(rendered.text).not.toMatch(/\{\{|\}\}/);
      expect(rendered.text.split(' | ')).toHaveLength(names.length);
      for (const part of rendered.text.split(' | ')) expect(part.trim()).not.toBe('');
    },
  );

  it('resolves the synonyms in both directions: requestCode/requestId, remarks/response', () => {
    expect(renderMessageTemplate('{{requestCode}} {{remarks}}', 'resolved', { requestId: 'CC-1', response: 'Fixed' })).toEqual({ ok: true, text: 'CC-1 Fixed' });
    expect(renderMessageTemplate('{{requestId}} {{response}}', 'resolved', { requestCode: 'CC-2', remarks: 'Done' })).toEqual({ ok: true, text: 'CC-2 Done' });
    expect(renderMessageTemplate('{{requestId}}', 'deletion_completed', { requestCode: 'DEL-1' })).toEqual({ ok: true, text: 'DEL-1' });
  });

  it('fails, naming each missing value once as written, rather than give a broken text; 0 is a value', () => {
    expect(renderMessageTemplate('{{name}}: {{remarks}} {{remarks}} {{level}}', 'rejected', { name: 'Asha', remarks: ' ', level: 0 })).toEqual({
      ok: false,
      missing: ['remarks'],
      unknown: [],
    });
  });

  it('reports placeholders the use does not fill, and broken braces, as unknown', () => {
    expect(renderMessageTemplate('{{trackUrl}} {{response}} {{ fullName }}', 'remark', examplePlaceholderValues('en'))).toEqual({
      ok: false,
      missing: [],
      unknown: ['trackUrl', 'response', 'fullName'],
    });
    expect(unknownPlaceholders('Hi {{name', 'remark')).toEqual(['{{']);
    expect(unknownPlaceholders('{{}} and {{{name}}}', 'remark')).toEqual(['{{}}', '{{']);
    expect(unknownPlaceholders('{{otp}}', 'received')).toEqual(['otp']);
    expect(unknownPlaceholders('{single} braces are text', 'remark')).toEqual([]);
  });

  it('leaves text without placeholders alone', () => {
    expect(renderMessageTemplate('प्रिय नागरिक, धन्यवाद।', 'remark', {})).toEqual({ ok: true, text: 'प्रिय नागरिक, धन्यवाद।' });
  });

  it('knows the use of a stored row: no event is a remark, an unknown event has none', () => {
    expect(templateUseOf(null)).toBe('remark');
    expect(templateUseOf('escalated')).toBe('escalated');
    expect(templateUseOf('birthday')).toBeUndefined();
  });
});

describe('a remark with a placeholder still in it', () => {
  const keyOf = (schema: (typeof staffActionSchemas)['reject'], body: unknown) => validate(schema, body, STRICT).errors?.map((e) => [e.field, e.messageKey]);

  it('is refused in every remark box of every staff action', () => {
    expect(keyOf(staffActionSchemas.reject, { remarks: 'Your request {{requestCode}} will be heard' })).toEqual([['remarks', 'remarkHasPlaceholder']]);
    expect(keyOf(staffActionSchemas.complete, { remarks: 'Done', internalNote: '{{ x }}' })).toEqual([['internalNote', 'remarkHasPlaceholder']]);
    expect(keyOf(staffActionSchemas.approve_forward, { assignedTo: 7, response: 'Sent {{name}}' })).toEqual([['response', 'remarkHasPlaceholder']]);
    expect(keyOf(staffActionSchemas.assign, { level: 1, assignedTo: 7, remarks: '{{level}}' })).toEqual([['remarks', 'remarkHasPlaceholder']]);
  });

  it('single braces and a filled text pass; blank remarks keep their own message', () => {
    expect(keyOf(staffActionSchemas.reject, { remarks: 'Set {a} aside' })).toBeUndefined();
    expect(keyOf(staffActionSchemas.reject, { remarks: '  ' })).toEqual([['remarks', 'remarksRequiredForRejection']]);
  });
});
