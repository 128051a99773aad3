/** Why the browser gave us no camera or microphone, in the words a person needs. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'insecure' | 'other';

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'other';
}

type Platform = 'android' | 'iphone' | 'desktop';

function detectPlatform(): Platform {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iphone';
  return 'desktop';
}

const ALLOW_STEPS: Record<Platform, { title: string; steps: string[] }> = {
  android: {
    title: 'No Android (Chrome)',
    steps: [
      'Toque no ícone à esquerda do endereço do site (cadeado ou controles).',
      'Toque em "Permissões" e ative Câmera e Microfone.',
      'Se não aparecer ali: abra Configurações do Android › Apps › Chrome › Permissões e permita Câmera e Microfone.',
      'Volte para esta página e toque em "Tentar novamente".',
    ],
  },
  iphone: {
    title: 'No iPhone (Safari)',
    steps: [
      'Toque em "aA" (ou no ícone de ajustes) à esquerda do endereço do site.',
      'Toque em "Ajustes do Site" e escolha "Permitir" em Câmera e em Microfone.',
      'Ou abra Ajustes do iPhone › Apps › Safari › Câmera e Microfone e escolha "Perguntar" ou "Permitir".',
      'Volte para esta página e toque em "Tentar novamente".',
    ],
  },
  desktop: {
    title: 'No computador (Chrome, Edge, Firefox)',
    steps: [
      'Clique no cadeado (ou no ícone de câmera) à esquerda do endereço do site.',
      'Permita Câmera e Microfone para este site.',
      'Clique em "Tentar novamente".',
    ],
  },
};

const ORDER: Platform[] = ['android', 'iphone', 'desktop'];

export function MediaHelp({ problem }: { problem: MediaProblem }) {
  const platform = detectPlatform();
  if (problem === 'denied') {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold">O acesso à câmera e ao microfone foi bloqueado.</p>
        <p className="text-sm">
          Para a consulta, a psicóloga precisa ver e ouvir você. Nada é gravado. Veja como permitir:
        </p>
        {[platform, ...ORDER.filter((other) => other !== platform)].map((key) => (
          <details key={key} open={key === platform} className="rounded-xl bg-white/70 p-3 text-sm">
            <summary className="cursor-pointer font-semibold">{ALLOW_STEPS[key].title}</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {ALLOW_STEPS[key].steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    );
  }
  const texts: Record<Exclude<MediaProblem, 'denied'>, { title: string; body: string }> = {
    missing: {
      title: 'Não encontramos câmera nem microfone.',
      body: 'Conecte um fone com microfone ou uma webcam e toque em "Tentar novamente". No celular, confira se outro aplicativo não está usando a câmera.',
    },
    busy: {
      title: 'A câmera ou o microfone está em uso por outro aplicativo.',
      body: 'Feche outros aplicativos de chamada (WhatsApp, Zoom, Meet, Teams) ou outras abas com a câmera aberta e toque em "Tentar novamente".',
    },
    insecure: {
      title: 'Este endereço não permite usar a câmera.',
      body: 'Abra a sala pelo link recebido por e-mail (ele começa com https://).',
    },
    other: {
      title: 'Não foi possível abrir a câmera e o microfone.',
      body: 'Tente novamente. Se continuar, use o Chrome (Android e computador) ou o Safari (iPhone) atualizados.',
    },
  };
  const text = texts[problem];
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{text.title}</p>
      <p className="text-sm">{text.body}</p>
    </div>
  );
}
