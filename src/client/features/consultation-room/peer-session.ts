import {
  ROOM_CLOSE_CODES,
  type IceServerConfig,
  type ParticipantRole,
  type ServerRoomMessage,
  type SignalPayload,
} from '../../../shared/contracts/consultation-room';

/**
 * One participant's side of the call (ADR 025): the signalling socket and the RTCPeerConnection. The psychologist
 * always makes the offers and the patient answers, so the two never offer at once. The socket reconnects by
 * itself; a media path that drops is restarted with an ICE restart, without reloading the page.
 */

export type CallPhase =
  /** The socket is being opened (first time). */
  | 'joining'
  /** In the room, alone. */
  | 'waiting'
  /** Both present, media not flowing yet. */
  | 'connecting'
  | 'connected'
  /** Media or signalling lost; trying to get it back. */
  | 'reconnecting'
  /** The same person opened the room elsewhere. */
  | 'replaced'
  /** The window ended. */
  | 'room-closed'
  /** This person left. */
  | 'left';

export type ConnectionQuality = 'boa' | 'instavel' | 'ruim';

export interface CallSnapshot {
  phase: CallPhase;
  remoteStream: MediaStream | null;
  quality: ConnectionQuality | null;
  /** The socket to the server is down (the media may still flow). */
  signalDown: boolean;
}

export interface PeerSessionOptions {
  appointmentId: string;
  token: string | null;
  role: ParticipantRole;
  iceServers: IceServerConfig[];
  localStream: MediaStream;
  onChange(snapshot: CallSnapshot): void;
}

const RECONNECT_DELAYS_MS = [300, 1_000, 2_000, 4_000, 5_000];
/** A 'disconnected' ICE state often heals by itself within a few seconds; after that, restart. */
const ICE_GRACE_MS = 3_000;
const RESTART_RETRY_MS = 5_000;
const PING_MS = 20_000;
const STATS_MS = 2_000;

export function createPeerSession(options: PeerSessionOptions) {
  const offerer = options.role === 'psychologist';
  let socket: WebSocket | null = null;
  let pc: RTCPeerConnection | null = null;
  let pendingCandidates: RTCIceCandidateInit[] = [];
  let stopped = false;
  let reconnectAttempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let iceTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let statsTimer: ReturnType<typeof setInterval> | null = null;
  let previousStats: { received: number; lost: number } | null = null;
  /** Incoming signals are applied one after the other: WebRTC's calls must not interleave. */
  let work: Promise<void> = Promise.resolve();

  const snapshot: CallSnapshot = { phase: 'joining', remoteStream: null, quality: null, signalDown: false };
  const emit = (changes: Partial<CallSnapshot>) => {
    Object.assign(snapshot, changes);
    options.onChange({ ...snapshot });
  };

  function send(data: SignalPayload) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'signal', data }));
  }

  function closePeer() {
    if (iceTimer) clearTimeout(iceTimer);
    iceTimer = null;
    if (pc) {
      pc.ontrack = null;
      pc.onicecandidate = null;
      pc.oniceconnectionstatechange = null;
      pc.close();
    }
    pc = null;
    pendingCandidates = [];
    previousStats = null;
    emit({ remoteStream: null, quality: null });
  }

  function createPeer(): RTCPeerConnection {
    closePeer();
    const peer = new RTCPeerConnection({ iceServers: options.iceServers as RTCIceServer[] });
    for (const track of options.localStream.getTracks()) peer.addTrack(track, options.localStream);
    peer.ontrack = (event) => {
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      emit({ remoteStream: stream });
    };
    peer.onicecandidate = (event) => {
      if (event.candidate) send({ candidate: event.candidate.toJSON() as never });
    };
    peer.oniceconnectionstatechange = () => onIceState(peer);
    pc = peer;
    return peer;
  }

  function onIceState(peer: RTCPeerConnection) {
    if (peer !== pc) return;
    const state = peer.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      if (iceTimer) clearTimeout(iceTimer);
      iceTimer = null;
      emit({ phase: 'connected' });
    } else if (state === 'disconnected') {
      emit({ phase: 'reconnecting' });
      if (!iceTimer) iceTimer = setTimeout(restartMedia, ICE_GRACE_MS);
    } else if (state === 'failed') {
      emit({ phase: 'reconnecting' });
      restartMedia();
    }
  }

  /** Asks for (or, as the offerer, makes) an ICE restart, and tries again until the media flows. */
  function restartMedia() {
    if (iceTimer) clearTimeout(iceTimer);
    iceTimer = null;
    if (stopped || !pc) return;
    const state = pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') return;
    if (offerer) work = work.then(() => makeOffer(false, true)).catch(() => undefined);
    else send({ restartRequest: true });
    iceTimer = setTimeout(restartMedia, RESTART_RETRY_MS);
  }

  async function makeOffer(fresh: boolean, iceRestart = false) {
    const peer = fresh || !pc ? createPeer() : pc;
    if (peer.signalingState !== 'stable') return;
    const offer = await peer.createOffer({ iceRestart });
    await peer.setLocalDescription(offer);
    send({ description: { type: 'offer', sdp: offer.sdp ?? '' }, fresh: fresh || undefined });
  }

  async function flushCandidates(peer: RTCPeerConnection) {
    const queued = pendingCandidates;
    pendingCandidates = [];
    for (const candidate of queued) await peer.addIceCandidate(candidate).catch(() => undefined);
  }

  async function onSignal(data: SignalPayload) {
    if ('description' in data) {
      if (data.description.type === 'offer') {
        if (offerer) return;
        const peer = data.fresh || !pc ? createPeer() : pc;
        await peer.setRemoteDescription(data.description);
        await flushCandidates(peer);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        send({ description: { type: 'answer', sdp: answer.sdp ?? '' } });
        if (snapshot.phase === 'waiting') emit({ phase: 'connecting' });
      } else if (offerer && pc?.signalingState === 'have-local-offer') {
        await pc.setRemoteDescription(data.description);
        await flushCandidates(pc);
      }
    } else if ('candidate' in data) {
      if (pc?.remoteDescription) await pc.addIceCandidate(data.candidate).catch(() => undefined);
      else pendingCandidates.push(data.candidate);
    } else if ('restartRequest' in data) {
      if (offerer) await makeOffer(!pc, Boolean(pc));
    } else if ('ready' in data && offerer) {
      const live = pc?.iceConnectionState === 'connected' || pc?.iceConnectionState === 'completed';
      // The patient kept a working connection through a socket drop: nothing to renegotiate.
      if (data.ready.connected && live) return;
      await makeOffer(!(data.ready.connected && pc), Boolean(data.ready.connected && pc));
    }
  }

  function onMessage(message: ServerRoomMessage) {
    if (message.type === 'peer-joined') {
      const live = pc?.iceConnectionState === 'connected' || pc?.iceConnectionState === 'completed';
      if (!live) emit({ phase: 'connecting' });
      // The answering side speaks first, so the offering side knows whether to start over.
      if (!offerer) send({ ready: { connected: live } });
    } else if (message.type === 'peer-left') {
      closePeer();
      emit({ phase: 'waiting' });
    } else if (message.type === 'peer-away') {
      // Their socket dropped, not their call: keep the media while it flows; ICE says when it does not.
      const live = pc?.iceConnectionState === 'connected' || pc?.iceConnectionState === 'completed';
      if (!live) emit({ phase: pc ? 'reconnecting' : 'waiting' });
    } else if (message.type === 'signal') {
      work = work.then(() => onSignal(message.data)).catch(() => undefined);
    } else if (message.type === 'welcome') {
      if (snapshot.phase === 'joining') emit({ phase: 'waiting' });
    }
  }

  function connectSignal() {
    if (stopped) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const query = options.token ? `?token=${encodeURIComponent(options.token)}` : '';
    const ws = new WebSocket(
      `${scheme}://${window.location.host}/api/consultations/${options.appointmentId}/room/signal${query}`,
    );
    socket = ws;
    ws.onopen = () => {
      reconnectAttempt = 0;
      emit({ signalDown: false });
    };
    ws.onmessage = (event) => {
      try {
        onMessage(JSON.parse(String(event.data)) as ServerRoomMessage);
      } catch {
        // A message we cannot read is dropped; the server sends only well-formed ones.
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws || stopped) return;
      socket = null;
      if (event.code === ROOM_CLOSE_CODES.replaced) return stop('replaced');
      if (event.code === ROOM_CLOSE_CODES.roomClosed) return stop('room-closed');
      emit({ signalDown: true, ...(snapshot.phase === 'connected' ? {} : { phase: 'reconnecting' }) });
      const delay = RECONNECT_DELAYS_MS[Math.min(reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)]!;
      reconnectAttempt += 1;
      reconnectTimer = setTimeout(connectSignal, delay);
    };
  }

  async function sampleQuality() {
    if (!pc || snapshot.phase !== 'connected') return;
    let rtt: number | null = null;
    let received = 0;
    let lost = 0;
    const report = await pc.getStats();
    report.forEach((entry: Record<string, unknown>) => {
      if (entry.type === 'candidate-pair' && entry.nominated && entry.state === 'succeeded') {
        if (typeof entry.currentRoundTripTime === 'number') rtt = entry.currentRoundTripTime;
      }
      if (entry.type === 'inbound-rtp') {
        received += Number(entry.packetsReceived ?? 0);
        lost += Number(entry.packetsLost ?? 0);
      }
    });
    const previous = previousStats;
    previousStats = { received, lost };
    if (!previous) return;
    const newReceived = received - previous.received;
    const newLost = Math.max(0, lost - previous.lost);
    const loss = newReceived + newLost > 0 ? newLost / (newReceived + newLost) : newReceived === 0 ? 1 : 0;
    const roundTrip = rtt ?? 0;
    const quality: ConnectionQuality =
      loss < 0.03 && roundTrip < 0.3 ? 'boa' : loss < 0.1 && roundTrip < 0.7 ? 'instavel' : 'ruim';
    if (quality !== snapshot.quality) emit({ quality });
  }

  function stop(phase: CallPhase) {
    if (stopped) return;
    stopped = true;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (pingTimer) clearInterval(pingTimer);
    if (statsTimer) clearInterval(statsTimer);
    closePeer();
    const ws = socket;
    socket = null;
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close(1000, 'left');
    emit({ phase });
  }

  connectSignal();
  pingTimer = setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  }, PING_MS);
  statsTimer = setInterval(() => void sampleQuality().catch(() => undefined), STATS_MS);

  return {
    leave: () => stop('left'),
    snapshot: () => ({ ...snapshot }),
  };
}

export type PeerSession = ReturnType<typeof createPeerSession>;
