import { screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage';
import { currentPath, renderChrome } from '../chrome/testing/render-chrome';

describe('ErrorPage', () => {
  it.each([
    [400, 'That request did not make sense', 'Something in the link or the form was not right.'],
    [401, 'You are signed out', 'Your session has ended or you are not allowed here.'],
    [403, 'You do not have access to this page', 'Ask an admin of your company if you think you should.'],
    [404, 'Page not found', 'We could not find the page you were looking for.'],
    [500, 'Something went wrong on our side', 'We have been told about it.'],
    [503, 'Laurel is unavailable right now', 'We are back shortly.'],
    [418, 'Something unexpected happened', 'Try again, or go back home.'],
    [502, 'Something unexpected happened', 'Try again, or go back home.'],
  ])('shows status %i with its pill, heading and subheading', (status, heading, subheading) => {
    renderChrome(<ErrorPage status={status} />);
    const page = screen.getByRole('region', { name: heading });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(page).toHaveTextContent(`Status ${status}`);
    expect(page).toHaveTextContent(subheading);
  });

  it('reads a status given as text from a path the same way', () => {
    renderChrome(<ErrorPage status="403" />);
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByText('Status 403')).toBeInTheDocument();
  });

  it('shows the unknown page with a question mark when there is no status', () => {
    renderChrome(<ErrorPage status={undefined} />);
    expect(screen.getByRole('heading', { name: 'Something unexpected happened' })).toBeInTheDocument();
    expect(screen.getByText('Status ?')).toBeInTheDocument();
  });

  it('offers one way out: a link home', async () => {
    const { user } = renderChrome(<ErrorPage status={404} />, { url: '/rewards/missing' });
    const home = screen.getByRole('link');
    expect(home).toHaveAccessibleName('Go home');
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(currentPath()).toBe('/');
  });

  it('offers to load the same page again when the failure may pass', () => {
    renderChrome(<ErrorPage status={500} retry />, { url: '/rewards' });
    const again = screen.getByRole('link');
    expect(again).toHaveAccessibleName('Try again');
    expect(again).toHaveAttribute('href', window.location.href);
  });
});
