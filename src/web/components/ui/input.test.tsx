import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './input';

describe('Field', () => {
  it('ties the hint and the error to the input and announces the error', () => {
    render(<Field label="Email or Phone" hint="We never share it." error="Please enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email or Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it.', 'Please enter your email']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email');
  });

  it('without an error: valid, no alert, described by its hint only', () => {
    render(<Field label="Full Name" hint="As people know you." />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toMatch(/-hint$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
