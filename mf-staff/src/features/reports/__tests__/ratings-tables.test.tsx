import { screen, within } from '@testing-library/react';
import type { ReportRatings } from '@cc/types';
import { renderWithRemote } from '../../../test/render-with-remote';
import { RatingsTables } from '../components/ratings-tables';

const ratings: ReportRatings = {
  average: 3.7,
  count: 6,
  byDistrict: [{ key: 'raisen', average: 3.7, count: 6 }],
  byType: [{ key: 'water-supply', average: 4.5, count: 2 }],
  byOfficial: [{ key: '7', name: 'Vijay Patel', average: 2.5, count: 2 }],
};

describe('the ratings of the staff reports', () => {
  it('shows an average per district, type and official, each table named by its heading', () => {
    renderWithRemote(<RatingsTables ratings={ratings} />);
    const byOfficial = screen.getByRole('region', { name: 'Average rating by official' });
    expect(within(byOfficial).getByRole('row', { name: /Vijay Patel 2.5 2/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Average rating by type' })).toHaveTextContent('4.5');
    expect(screen.getByRole('region', { name: 'Average rating by district' })).toHaveTextContent('3.7');
  });

  it('says so when nobody rated, in Hindi', () => {
    renderWithRemote(<RatingsTables ratings={{ average: null, count: 0, byDistrict: [], byType: [], byOfficial: [] }} />, { language: 'hi' });
    expect(screen.getByText('इस अवधि के किसी अनुरोध को अभी तक किसी नागरिक ने रेटिंग नहीं दी है।')).toBeInTheDocument();
  });
});
