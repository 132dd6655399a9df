import { screen } from '@testing-library/react';
import { bonus } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { RecognitionCard } from './RecognitionCard';

describe('RecognitionCard amount', () => {
  it('shows a parent’s family amount: its own points and its add-ons’', () => {
    renderWithFeed(<RecognitionCard bonus={bonus(5, { amount: 10, family_amount: 25, reason: 'thanks #teamwork' })} />);
    expect(screen.getByText('+25')).toBeInTheDocument();
    expect(screen.getByText('25 points with its add-ons')).toBeInTheDocument();
    expect(screen.queryByText('+10')).not.toBeInTheDocument();
  });

  it('shows its own amount without add-ons', () => {
    renderWithFeed(<RecognitionCard bonus={bonus(6, { amount: 10, family_amount: 10, reason: 'thanks #teamwork' })} />);
    expect(screen.getByText('+10')).toBeInTheDocument();
    expect(screen.getByText('10 points')).toBeInTheDocument();
  });
});

describe('RecognitionCard award', () => {
  it('names the award a recognition was given as', () => {
    renderWithFeed(
      <RecognitionCard bonus={bonus(7, { award: { id: 3, name: 'Spot award', icon_url: '/icons/spot.png' } })} />,
    );
    expect(screen.getByText('Award: Spot award')).toBeInTheDocument();
  });

  it('names none for a recognition given without one', () => {
    renderWithFeed(<RecognitionCard bonus={bonus(8)} />);
    expect(screen.queryByText(/^Award:/)).not.toBeInTheDocument();
  });
});
