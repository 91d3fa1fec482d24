import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardTitle } from './card';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('CardTitle and EmptyState', () => {
  it('a card title takes the heading level it is given, h3 otherwise', () => {
    render(
      <>
        <CardTitle level={2}>Organisation</CardTitle>
        <CardTitle>Details</CardTitle>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Organisation' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeTruthy();
  });

  it('an empty state shows its title, hint and action, the icon hidden from screen readers', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No roles yet"
        description="Create one"
        action={<button type="button">New role</button>}
      />,
    );
    expect(screen.getByText('No roles yet')).toBeTruthy();
    expect(screen.getByText('Create one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New role' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
