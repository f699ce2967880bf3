import { fillTemplate } from '../fill-template';

const request = { name: 'Sunita Devi', requestId: 'CC-2026-000007', title: 'Pension not received', district: 'vidisha', status: 'pending' as const };

describe('fillTemplate', () => {
  it('fills the placeholders a template may use from the request', () => {
    expect(fillTemplate('Dear {{name}}, {{ requestId }} ({{title}}) in {{district}}', request)).toBe(
      'Dear Sunita Devi, CC-2026-000007 (Pension not received) in vidisha',
    );
  });

  it('leaves placeholders it cannot fill visible, so staff see what still needs their words', () => {
    expect(fillTemplate('Reason: {{reason}}', request)).toBe('Reason: {{reason}}');
  });
});
