import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartnerApplicationPage } from './partner-application-page';
import { renderAt } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  const fields: Array<[string, string]> = [
    ['Nome completo', 'Renata Dias'],
    ['E-mail', 'renata@example.com'],
    ['Telefone', '(21) 97777-6666'],
    ['CRP', '05/112233'],
    ['Especialização', 'Autoestima'],
    ['Biografia', 'Atendo jovens adultos.'],
    ['Banco', 'Banco Inter'],
    ['Agência', '0001'],
    ['Conta', '1234567-8'],
    ['Titular da conta', 'Renata Dias'],
  ];
  for (const [label, value] of fields) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.upload(
    screen.getByLabelText('Documento (CRP ou diploma)'),
    new File(['%PDF-1.4 teste'], 'crp.pdf', { type: 'application/pdf' }),
  );
}

describe('/cadastrar-psicologo', () => {
  it('shows the partnership model and asks for the terms before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/cadastrar-psicologo', <PartnerApplicationPage />);
    expect(screen.getByText('Modelo de parceria')).toBeInTheDocument();
    expect(screen.getByText(/R\$ 19,90 a R\$ 49,90/)).toBeInTheDocument();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(
      await screen.findByText('Você deve aceitar os termos de parceria para continuar.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the form with its files and shows the success message', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ id: 'a1' }), { status: 201 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/cadastrar-psicologo', <PartnerApplicationPage />);
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(await screen.findByText('Cadastro enviado com sucesso!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Suas informações foram enviadas para análise. Entraremos em contato em até 48 horas.',
      ),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/psychologist-applications');
    const body = init!.body as FormData;
    expect(body.get('crp')).toBe('05/112233');
    expect(body.get('acceptTerms')).toBe('true');
    expect((body.get('document') as File).name).toBe('crp.pdf');
    expect(body.has('profilePicture')).toBe(false);
  });

  it("shows the server's message when it refuses the application", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              code: 'invalid_file',
              message: 'O documento precisa ser um arquivo PDF, JPG ou PNG.',
            }),
            { status: 400 },
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/cadastrar-psicologo', <PartnerApplicationPage />);
    await fillApplication(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(
      await screen.findByText('O documento precisa ser um arquivo PDF, JPG ou PNG.'),
    ).toBeInTheDocument();
  });
});
