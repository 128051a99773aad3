import { useCallback, useEffect, useRef, useState } from 'react';
import { Mic, RefreshCw, Video, VideoOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { MediaHelp, mediaProblemOf, type MediaProblem } from './media-help';

interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** Opens the chosen camera and microphone; without a camera, the microphone alone (a call by voice). */
async function openMedia(cameraId: string, microphoneId: string): Promise<MediaStream> {
  const audio: MediaTrackConstraints = {
    echoCancellation: true,
    noiseSuppression: true,
    ...(microphoneId ? { deviceId: { exact: microphoneId } } : {}),
  };
  const video: MediaTrackConstraints = {
    width: { ideal: 640 },
    height: { ideal: 480 },
    facingMode: 'user',
    ...(cameraId ? { deviceId: { exact: cameraId } } : {}),
  };
  try {
    return await navigator.mediaDevices.getUserMedia({ audio, video });
  } catch (error) {
    if (mediaProblemOf(error) !== 'missing') throw error;
    return navigator.mediaDevices.getUserMedia({ audio });
  }
}

/** Live microphone level, 0–100, drawn straight into the bar (no re-render per frame). */
function useMicrophoneLevel(stream: MediaStream | null, bar: React.RefObject<HTMLDivElement | null>) {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let heard = false;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const level = Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 400));
      if (bar.current) {
        bar.current.style.width = `${level}%`;
        bar.current.parentElement?.setAttribute('aria-valuenow', String(level));
      }
      if (!heard && level > 8) {
        heard = true;
        setSpeaking(true);
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [stream, bar]);
  return speaking;
}

/**
 * Before entering: the camera's preview, the microphone's level, the choice of devices, and pt-BR help when the
 * browser refuses or finds nothing. The stream opened here is the one the call sends.
 */
export function DeviceCheck({
  onReady,
  joining,
  joinError,
}: {
  onReady(stream: MediaStream): void;
  joining: boolean;
  joinError: string | null;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [opening, setOpening] = useState(true);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);
  const speaking = useMicrophoneLevel(stream, bar);

  const open = useCallback(async (camera: string, microphone: string) => {
    setOpening(true);
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('insecure');
      setOpening(false);
      return;
    }
    try {
      const opened = await openMedia(camera, microphone);
      setStream((previous) => {
        previous?.getTracks().forEach((track) => track.stop());
        return opened;
      });
      // Labels are only readable once permission was given.
      const all = await navigator.mediaDevices.enumerateDevices();
      setDevices({
        cameras: all.filter((device) => device.kind === 'videoinput'),
        microphones: all.filter((device) => device.kind === 'audioinput'),
      });
      setCameraId(opened.getVideoTracks()[0]?.getSettings().deviceId ?? '');
      setMicrophoneId(opened.getAudioTracks()[0]?.getSettings().deviceId ?? '');
    } catch (error) {
      setProblem(mediaProblemOf(error));
    } finally {
      setOpening(false);
    }
  }, []);

  useEffect(() => {
    void open('', '');
  }, [open]);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  // Leaving the page without entering releases the camera.
  useEffect(
    () => () => {
      if (!handedOver.current) stream?.getTracks().forEach((track) => track.stop());
    },
    [stream],
  );

  // Entering failed (the room closed meanwhile, the network): the stream is this page's again.
  useEffect(() => {
    if (joinError) handedOver.current = false;
  }, [joinError]);

  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;

  return (
    <section aria-labelledby="device-check-title" className="flex flex-col gap-4">
      <h2 id="device-check-title" className="text-xl font-bold text-slate-900">
        Teste sua câmera e seu microfone
      </h2>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-900">
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label="Prévia da sua câmera"
          className="size-full -scale-x-100 object-cover"
        />
        {opening ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Abrindo câmera e microfone..." />
          </div>
        ) : !hasVideo && stream ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
            <VideoOff aria-hidden="true" className="size-10" />
            <p className="px-6 text-center text-sm">
              Nenhuma câmera encontrada. Você pode entrar só com o áudio.
            </p>
          </div>
        ) : null}
      </div>

      {problem ? (
        <div role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          <MediaHelp problem={problem} />
          <Button className="mt-3" variant="outline" onClick={() => void open(cameraId, microphoneId)}>
            <RefreshCw aria-hidden="true" /> Tentar novamente
          </Button>
        </div>
      ) : null}

      {stream ? (
        <>
          <div className="flex flex-col gap-1">
            <span id="mic-level-label" className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Mic aria-hidden="true" className="size-4" /> Nível do microfone
            </span>
            <div
              role="meter"
              aria-labelledby="mic-level-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={0}
              className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div ref={bar} className="h-full w-0 rounded-full bg-calm-600 transition-[width] duration-75" />
            </div>
            <p className="text-xs text-slate-600">
              {speaking
                ? 'Estamos ouvindo você.'
                : 'Fale algo: a barra deve se mover. Se não se mover, escolha outro microfone.'}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {devices.cameras.length > 0 ? (
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                <span className="flex items-center gap-2">
                  <Video aria-hidden="true" className="size-4" /> Câmera
                </span>
                <select
                  className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
                  value={cameraId}
                  onChange={(event) => {
                    setCameraId(event.target.value);
                    void open(event.target.value, microphoneId);
                  }}
                >
                  {devices.cameras.map((device, index) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.label || `Câmera ${index + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {devices.microphones.length > 0 ? (
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                <span className="flex items-center gap-2">
                  <Mic aria-hidden="true" className="size-4" /> Microfone
                </span>
                <select
                  className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
                  value={microphoneId}
                  onChange={(event) => {
                    setMicrophoneId(event.target.value);
                    void open(cameraId, event.target.value);
                  }}
                >
                  {devices.microphones.map((device, index) => (
                    <option key={device.deviceId} value={device.deviceId}>
                      {device.label || `Microfone ${index + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        </>
      ) : null}

      {joinError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {joinError}
        </p>
      ) : null}
      <Button
        size="lg"
        disabled={!stream || opening || joining}
        onClick={() => {
          if (!stream) return;
          handedOver.current = true;
          onReady(stream);
        }}
      >
        {joining ? 'Entrando...' : 'Entrar na sala'}
      </Button>
      <p className="text-xs text-slate-600">
        A chamada vai direto do seu aparelho para o da outra pessoa, criptografada. Nada é gravado.
      </p>
    </section>
  );
}
