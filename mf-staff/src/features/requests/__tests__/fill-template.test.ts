import { fillTemplate } from '../fill-template';

const request = { name: 'सुनीता बाई', requestId: 'CC-2026-000007', title: 'Pension not received', escalationLevel: 1 };

describe('fillTemplate', () => {
  it('fills every placeholder a response template may use, requestCode as the request number', () => {
    expect(fillTemplate('Dear {{name}}, {{ requestId }} / {{requestCode}} ({{title}}) at level {{level}}', request)).toEqual({
      ok: true,
      text: 'Dear सुनीता बाई, CC-2026-000007 / CC-2026-000007 (Pension not received) at level 1',
    });
  });

  it('the camp notice that reached a citizen with raw braces is now filled completely', () => {
    expect(fillTemplate('Dear {{name}}, your request {{requestCode}} will be heard at the camp.', request)).toEqual({
      ok: true,
      text: 'Dear सुनीता बाई, your request CC-2026-000007 will be heard at the camp.',
    });
  });

  it('gives no text, only the names, when a placeholder cannot be filled', () => {
    expect(fillTemplate('About {{title}}: {{trackUrl}} {{reason}}', { ...request, title: null })).toEqual({
      ok: false,
      missing: ['title'],
      unknown: ['trackUrl', 'reason'],
    });
  });
});
