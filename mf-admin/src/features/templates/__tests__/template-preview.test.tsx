import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@cc/validation';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

async function openDialog(language: 'en' | 'hi') {
  const sent: unknown[] = [];
  stubFetch({
    '/api/admin/message-templates': (init: RequestInit | undefined, url: URL) => {
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: {} };
      }
      return pageOf([], url);
    },
  });
  renderAdmin(language, '/admin?tab=templates');
  await userEvent.click(await screen.findByRole('button', { name: language === 'hi' ? 'टेम्पलेट जोड़ें' : 'Add Template' }));
  return { dialog: screen.getByRole('dialog'), sent };
}

describe('template editor preview (the staff picker renderer, example values)', () => {
  it('shows the English and the Hindi text filled with example values, requestCode as the request number', async () => {
    const { dialog } = await openDialog('en');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content\b(?! \(Hindi\))/ }), {
      target: { value: 'Dear {{name}}, your request {{requestCode}} ({{ title }}) will be heard at the camp.' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content \(Hindi\)/ }), { target: { value: 'प्रिय {{name}}, आपके अनुरोध {{requestId}} की सुनवाई शिविर में होगी।' } });
    expect(within(dialog).getByText('Preview with example values')).toBeInTheDocument();
    expect(within(dialog).getByText('Dear Sunita Bai, your request CC-2026-000123 (Hand pump broken) will be heard at the camp.')).toBeInTheDocument();
    expect(within(dialog).getByText('Preview of the Hindi text with example values')).toBeInTheDocument();
    expect(within(dialog).getByText('प्रिय सुनीता बाई, आपके अनुरोध CC-2026-000123 की सुनवाई शिविर में होगी।')).toBeInTheDocument();
  });

  it('names a placeholder a response template cannot fill, and the form refuses to save it', async () => {
    const { dialog, sent } = await openDialog('en');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Category/ }), { target: { value: 'camp' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title\b(?! \(Hindi\))/ }), { target: { value: 'Camp' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Content\b(?! \(Hindi\))/ }), { target: { value: 'Follow it: {{trackUrl}}' } });
    expect(
      within(dialog).getByText('No preview: a response template cannot fill trackUrl. Use name, requestId (or requestCode), title or level.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Save|Add|Create)/ }));
    expect(await within(dialog).findByText(validationMessages.templatePlaceholderNotAllowed.en)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('speaks Hindi in the Hindi console', async () => {
    const { dialog } = await openDialog('hi');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^सामग्री \(हिंदी\)/ }), { target: { value: 'प्रिय {{name}}, {{remarks}}' } });
    expect(within(dialog).getByText('उदाहरण मानों के साथ हिंदी पाठ का पूर्वावलोकन')).toBeInTheDocument();
    expect(
      within(dialog).getByText('पूर्वावलोकन संभव नहीं: उत्तर टेम्पलेट remarks नहीं भर सकता। name, requestId (या requestCode), title या level का उपयोग करें।'),
    ).toBeInTheDocument();
  });
});
