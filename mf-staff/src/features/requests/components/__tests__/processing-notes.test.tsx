import { fireEvent, screen } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { aRequest } from '@cc/types/testing';
import { RequestActions } from '../request-actions';

describe('Processing Notes on a staff card', () => {
  it("shows the citizen's response and the office's own note, each labelled for who reads it", () => {
    const request = aRequest({ status: 'escalated', response: 'Request approved.', officeNote: 'Please repair within 3 days' });
    renderWithRemote(<RequestActions request={request} variant="queue" />);
    fireEvent.click(screen.getByRole('button', { name: 'Processing Notes' }));
    expect(screen.getByText('Response to the citizen').nextSibling).toHaveTextContent('Request approved.');
    expect(screen.getByText('Office note (not shown to the citizen)').nextSibling).toHaveTextContent('Please repair within 3 days');
  });

  it('says it in Hindi', () => {
    const request = aRequest({ status: 'escalated', response: null, officeNote: 'तीन दिन में ठीक करें' });
    renderWithRemote(<RequestActions request={request} variant="queue" />, { language: 'hi' });
    fireEvent.click(screen.getByRole('button', { name: 'प्रक्रिया टिप्पणियाँ' }));
    expect(screen.getByText('कार्यालय की टिप्पणी (नागरिक को नहीं दिखाई जाती)').nextSibling).toHaveTextContent('तीन दिन में ठीक करें');
  });
});
