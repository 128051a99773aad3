import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RoomInfo } from '../../../shared/contracts/consultation-room';
import { ConsultationRoomPage } from './consultation-room-page';

const ID = '5e1f0a00-0000-4000-8000-0000000000a1';
const START = '2026-12-01T13:00:00.000Z'; // 10:00 in São Paulo

function room(state: RoomInfo['state']): RoomInfo {
  return {
    appointmentId: ID,
    role: 'patient',
    psychologistName: 'Dra. Helena Prado',
    patientFirstName: 'Maria',
    startsAt: START,
    opensAt: '2026-12-01T12:50:00.000Z',
    closesAt: '2026-12-01T14:00:00.000Z',
    state,
  };
}

function answerRoom(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fakeStream(kinds: Array<'audio' | 'video'>): MediaStream {
  const tracks = kinds.map((kind) => ({
    kind,
    enabled: true,
    stop: vi.fn(),
    getSettings: () => ({ deviceId: `${kind}-1` }),
  }));
  // The DOM's own MediaStream, so a <video> takes it as its source; its tracks are ours.
  const stream = new MediaStream();
  return Object.assign(stream, {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
  }) as unknown as MediaStream;
}

function stubMedia(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  agent?: string,
) {
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: agent ?? navigator.userAgent,
    mediaDevices: {
      getUserMedia: vi.fn(getUserMedia),
      enumerateDevices: vi.fn(() =>
        Promise.resolve([{ kind: 'audioinput', deviceId: 'audio-1', label: 'Microfone interno' }]),
      ),
    },
  });
}

function renderRoom(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/consultas/sala/${ID}${search}`]}>
        <Routes>
          <Route path="/consultas/sala/:id" element={<ConsultationRoomPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/consultas/sala/:id', () => {
  it('asks someone without a session or link to sign in, and comes back to the room', async () => {
    answerRoom(401, { code: 'unauthorized', message: 'Entre na sua conta.' });
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Entre para abrir a sala')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/consultas/sala/${ID}`)}`,
    );
  });

  it('says a room it cannot find was not found, with the server’s words', async () => {
    answerRoom(404, {
      code: 'not_found',
      message: 'Sala não encontrada. Confira o link recebido por e-mail.',
    });
    renderRoom('?token=errado');
    expect(await screen.findByRole('heading', { name: 'Sala não encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/Confira o link recebido por e-mail/)).toBeInTheDocument();
  });

  it('sends the signed link with its request, and says when the room opens', async () => {
    const fetchMock = answerRoom(200, room('early'));
    renderRoom('?token=abc.123.def');
    expect(await screen.findByRole('heading', { name: 'A sala ainda não abriu' })).toBeInTheDocument();
    expect(screen.getByText('09:50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consulta com Dra. Helena Prado' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/consultations/${ID}/room?token=abc.123.def`,
      expect.anything(),
    );
  });

  it('says the room has closed', async () => {
    answerRoom(200, room('closed'));
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'A sala foi encerrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas consultas' })).toHaveAttribute('href', '/consultas');
  });

  it('explains how to allow the camera on Android Chrome and iPhone Safari when permission is refused', async () => {
    answerRoom(200, room('open'));
    stubMedia(
      () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
    );
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('O acesso à câmera e ao microfone foi bloqueado.')).toBeInTheDocument();
    const android = within(alert).getByText('No Android (Chrome)').closest('details')!;
    expect(android).toHaveAttribute('open');
    expect(within(android).getByText(/"Permissões" e ative Câmera e Microfone/)).toBeInTheDocument();
    const iphone = within(alert).getByText('No iPhone (Safari)').closest('details')!;
    expect(within(iphone).getByText(/"Ajustes do Site"/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeDisabled();
  });

  it('opens the iPhone steps first on an iPhone, and tries again on request', async () => {
    answerRoom(200, room('open'));
    stubMedia(
      () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    );
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No iPhone (Safari)').closest('details')).toHaveAttribute('open');
    expect(within(alert).getByText('No Android (Chrome)').closest('details')).not.toHaveAttribute('open');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says when no device exists, and lets a person without a camera enter by voice', async () => {
    answerRoom(200, room('open'));
    stubMedia((constraints) =>
      constraints.video
        ? Promise.reject(new DOMException('Requested device not found', 'NotFoundError'))
        : Promise.resolve(fakeStream(['audio'])),
    );
    renderRoom();
    expect(
      await screen.findByText('Nenhuma câmera encontrada. Você pode entrar só com o áudio.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Microfone/ })).toHaveValue('audio-1');
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeEnabled();
  });

  it('tells a person with neither camera nor microphone what to connect', async () => {
    answerRoom(200, room('open'));
    stubMedia(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    renderRoom();
    expect(await screen.findByText('Não encontramos câmera nem microfone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeDisabled();
  });
});
