import { renderTemplate } from '../render-template';

describe('renderTemplate', () => {
  it('fills every {{name}} placeholder, spaces inside the braces allowed', () => {
    expect(renderTemplate('Dear {{name}}, request {{ requestId }} ({{name}})', { name: 'Asha', requestId: 'REQ-2026-000001' })).toEqual({
      ok: true,
      text: 'Dear Asha, request REQ-2026-000001 (Asha)',
    });
  });

  it('fails, naming each missing value once, rather than send a broken message', () => {
    expect(renderTemplate('{{name}}: {{remarks}} {{remarks}} {{level}}', { name: 'Asha', remarks: ' ', level: 0 })).toEqual({ ok: false, missing: ['remarks'] });
    expect(renderTemplate('{{a}}{{b}}', {})).toEqual({ ok: false, missing: ['a', 'b'] });
  });

  it('leaves text without placeholders alone', () => {
    expect(renderTemplate('प्रिय नागरिक, धन्यवाद।', {})).toEqual({ ok: true, text: 'प्रिय नागरिक, धन्यवाद।' });
  });
});
