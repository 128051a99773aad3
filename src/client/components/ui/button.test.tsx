import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SubmitButton } from './button';

describe('SubmitButton', () => {
  it('submits its form under its own label while idle', () => {
    render(
      <SubmitButton size="lg" busy={false} busyLabel="Entrando...">
        Entrar
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('is locked and says what is happening while the form is on its way', () => {
    render(
      <SubmitButton busy busyLabel="Entrando...">
        Entrar
      </SubmitButton>,
    );
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  });
});
