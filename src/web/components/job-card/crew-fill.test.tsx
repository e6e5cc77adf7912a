import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrewFill } from './crew-fill';

describe('CrewFill', () => {
  it('shows "2 of 5 filled" with a people icon for a job needing several workers', () => {
    const { container } = render(<CrewFill job={{ workersNeeded: 5, hiredCount: 2 }} className="mt-1" />);
    const fill = screen.getByText('2 of 5 filled');
    expect(fill.className).toContain('mt-1');
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('use')?.getAttribute('href')).toMatch(/icon-sprite[^#]*#users$/);
  });

  it('shows a full crew as "5 of 5 filled"', () => {
    render(<CrewFill job={{ workersNeeded: 5, hiredCount: 5 }} />);
    expect(screen.getByText('5 of 5 filled')).toBeVisible();
  });

  it('shows nothing for a job that needs one worker', () => {
    const { container } = render(<CrewFill job={{ workersNeeded: 1, hiredCount: 1 }} />);
    expect(container.innerHTML).toBe('');
  });
});
