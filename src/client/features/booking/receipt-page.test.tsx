import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, NO_PLAN, ok, renderAt, signedIn, stubApi } from './booking-test-utils';
import { ReceiptPage } from './receipt-page';

const ID = '3f0c1e2a-0000-4000-8000-00000000abcd';
const RECEIPT = {
  appointmentId: ID,
  patientName: 'Joana Prado Lima',
  patientCpf: '52998224725',
  payerName: 'Rita Prado',
  payerCpf: null,
  payerIsPatient: false,
  psychologistName: 'Dra. Clara Nunes',
  psychologistCrp: '06/123456',
  service: 'Consulta de psicologia (sessão individual online, 50 minutos)',
  amountCents: 9990,
  paidAt: '2026-11-24T15:05:00.000Z',
  consultationStartsAt: '2026-11-26T13:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReceiptPage', () => {
  it('shows who paid, for whom, the psychologist and CRP, the service, amount and dates, and prints', async () => {
    stubApi({ 'GET /api/me': ok(signedIn(NO_PLAN)), [`GET /api/consultations/${ID}/receipt`]: ok(RECEIPT) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(`/consultas/${ID}/recibo`, <ReceiptPage />, '/consultas/:id/recibo');
    expect(await screen.findByRole('heading', { name: 'Recibo' })).toBeInTheDocument();
    expect(screen.getByText('Joana Prado Lima · CPF 529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Rita Prado · CPF não informado')).toBeInTheDocument();
    expect(screen.getByText('Dra. Clara Nunes · CRP 06/123456')).toBeInTheDocument();
    expect(screen.getByText('R$ 99,90')).toBeInTheDocument();
    expect(screen.getByText('26/11/2026 às 10:00')).toBeInTheDocument();
    expect(screen.getByText('24/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/Sem CPF, o recibo do Receita Saúde não pode ser emitido/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir ou salvar em PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it("says why there is no receipt for an unpaid consultation or someone else's", async () => {
    stubApi({
      'GET /api/me': ok(signedIn(NO_PLAN)),
      [`GET /api/consultations/${ID}/receipt`]: fail(
        409,
        'not_paid',
        'Esta consulta não tem pagamento confirmado, então não tem recibo.',
      ),
    });
    renderAt(`/consultas/${ID}/recibo`, <ReceiptPage />, '/consultas/:id/recibo');
    expect(await screen.findByRole('alert')).toHaveTextContent('não tem recibo');
  });
});
