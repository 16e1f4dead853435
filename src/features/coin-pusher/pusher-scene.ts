// The coin pusher's drawing: a tray of coins, a pusher sliding back and forth, the dropped coin and the coins that
// fall off the front. It only plays a result it is given (how many coins fell); it never decides one. Coin state
// lives in fixed typed arrays and the coin is a sprite drawn once, so a frame allocates nothing.

/** Coins on the tray at rest; a drop refills the ones that fell. */
const TRAY = 36;
/** Coins drawn falling off the edge at most; a bigger win is shown by the counter. */
const MAX_FALL = 18;
const POOL = TRAY + MAX_FALL + 1;
const DROP_MS = 520;
const PUSH_MS = 900;
const FALL_MS = 700;
/** Pusher stroke as a share of the tray's depth, and its period at rest. */
const STROKE = 0.12;
const IDLE_PERIOD_MS = 2400;

const enum Kind {
  Off = 0,
  Tray = 1,
  Dropping = 2,
  Falling = 3,
}

export interface SceneText {
  fell: (coins: number) => string;
  bonus: string;
}

interface Play {
  coins: number;
  bonus: boolean;
  startedAt: number;
  onDone: () => void;
}

export class PusherScene {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly sprite: HTMLCanvasElement;
  private readonly x = new Float32Array(POOL);
  private readonly y = new Float32Array(POOL);
  private readonly kind = new Uint8Array(POOL);
  private readonly fallFromY = new Float32Array(POOL);
  private width = 0;
  private height = 0;
  private radius = 10;
  private font = '';
  private frame = 0;
  private dropX = 0.5;
  private current: Play | null = null;
  private label = '';
  private labelUntil = 0;
  private readonly tick = (time: number) => this.draw(time);

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly text: SceneText,
    private readonly reducedMotion: () => boolean,
  ) {
    this.ctx = canvas.getContext('2d')!;
    this.sprite = document.createElement('canvas');
  }

  /** Sizes the backing store to the element and the device pixels, and lays the tray out again. */
  resize(): void {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const rect = this.canvas.getBoundingClientRect();
    this.width = Math.max(1, Math.round(rect.width * ratio));
    this.height = Math.max(1, Math.round(rect.height * ratio));
    this.canvas.width = this.width;
    this.canvas.height = this.height;
    this.radius = Math.round(this.width / 22);
    this.font = `bold ${Math.round(this.height * 0.07)}px system-ui, sans-serif`;
    this.paintSprite();
    for (let i = 0; i < TRAY; i += 1) this.placeOnTray(i, i);
    for (let i = TRAY; i < POOL; i += 1) this.kind[i] = Kind.Off;
    this.draw(performance.now());
  }

  start(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.tick);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Plays a settled drop: the coin falls at `x` (0..1 across the tray, cosmetic), then `coins` fall off the front. */
  play(x: number, coins: number, bonus: boolean, onDone: () => void): void {
    this.dropX = Math.min(0.92, Math.max(0.08, x));
    this.label = '';
    if (this.reducedMotion()) {
      this.showResult(coins, bonus);
      this.draw(performance.now());
      onDone();
      return;
    }
    const dropped = TRAY + MAX_FALL;
    this.kind[dropped] = Kind.Dropping;
    this.x[dropped] = this.dropX * this.width;
    this.y[dropped] = -this.radius;
    this.current = { coins, bonus, startedAt: performance.now(), onDone };
    this.start();
  }

  private get trayTop() {
    return this.height * 0.3;
  }

  private get edge() {
    return this.height * 0.9;
  }

  /** Tray slot `slot` in a staggered grid of six columns, front rows last. */
  private placeOnTray(coin: number, slot: number): void {
    const cols = 6;
    const row = Math.floor(slot / cols);
    const col = slot % cols;
    // Half a column of room for the stagger, so no row's end coin is cut by the tray's side.
    const gap = this.width / (cols + 0.5);
    const rows = Math.ceil(TRAY / cols);
    this.kind[coin] = Kind.Tray;
    this.x[coin] = gap * (col + 0.5) + (row % 2 ? gap / 2 : 0);
    this.y[coin] = this.trayTop + this.radius * 2 + ((this.edge - this.trayTop - this.radius * 3) * row) / (rows - 1);
  }

  private paintSprite(): void {
    const r = this.radius;
    this.sprite.width = r * 2 + 2;
    this.sprite.height = r * 2 + 2;
    const g = this.sprite.getContext('2d')!;
    const fill = g.createRadialGradient(r * 0.7, r * 0.7, r * 0.1, r + 1, r + 1, r);
    fill.addColorStop(0, '#fff3b0');
    fill.addColorStop(0.6, '#f5c542');
    fill.addColorStop(1, '#b8860b');
    g.fillStyle = fill;
    g.beginPath();
    g.arc(r + 1, r + 1, r, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = 'rgba(120, 80, 0, 0.8)';
    g.lineWidth = Math.max(1, r / 6);
    g.beginPath();
    g.arc(r + 1, r + 1, r * 0.68, 0, Math.PI * 2);
    g.stroke();
  }

  /** The front coins fall (up to MAX_FALL drawn), and new coins take the tray slots they left. */
  private showResult(coins: number, bonus: boolean): void {
    const drawn = Math.min(coins, MAX_FALL);
    for (let i = 0; i < drawn; i += 1) {
      const coin = TRAY + i;
      const from = TRAY - 1 - (i % 6);
      this.kind[coin] = this.reducedMotion() ? Kind.Off : Kind.Falling;
      this.x[coin] = this.x[from]!;
      this.fallFromY[coin] = this.edge - this.radius * (i / 6);
      this.y[coin] = this.fallFromY[coin]!;
    }
    this.kind[TRAY + MAX_FALL] = Kind.Off;
    this.label = bonus ? `${this.text.bonus} ${this.text.fell(coins)}` : this.text.fell(coins);
    this.labelUntil = performance.now() + 2600;
  }

  private draw(time: number): void {
    this.frame = 0;
    const { ctx, width, height } = this;
    if (!width) return;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = '#2a1a3d';
    ctx.fillRect(0, this.trayTop - this.radius, width, this.edge - this.trayTop + this.radius);
    ctx.fillStyle = '#f5c542';
    ctx.fillRect(0, this.edge, width, Math.max(2, height * 0.012));

    const play = this.current;
    const elapsed = play ? time - play.startedAt : 0;
    // At rest the pusher breathes slowly; during a drop it makes one full stroke after the coin lands.
    const pushPhase = play && elapsed > DROP_MS ? Math.min(1, (elapsed - DROP_MS) / PUSH_MS) : -1;
    const stroke = pushPhase >= 0 ? Math.sin(pushPhase * Math.PI) : 0.5 - 0.5 * Math.cos((time / IDLE_PERIOD_MS) * Math.PI * 2);
    const pusherY = this.trayTop - this.radius + stroke * STROKE * height;
    ctx.fillStyle = '#6b4bb8';
    ctx.fillRect(width * 0.04, this.trayTop - height * 0.22, width * 0.92, pusherY - (this.trayTop - height * 0.22));
    ctx.fillStyle = '#9d7ff0';
    ctx.fillRect(width * 0.04, pusherY - 4, width * 0.92, 4);

    if (play && pushPhase >= 0.35 && this.kind[TRAY - 1] === Kind.Tray && !this.label) this.showResult(play.coins, play.bonus);

    const r = this.radius;
    for (let i = 0; i < POOL; i += 1) {
      const kind = this.kind[i];
      if (kind === Kind.Off) continue;
      if (kind === Kind.Dropping) {
        const p = Math.min(1, elapsed / DROP_MS);
        this.y[i] = -r + p * p * (this.trayTop + r);
        if (p >= 1) this.kind[i] = Kind.Off;
      } else if (kind === Kind.Falling && play) {
        const p = Math.min(1, (elapsed - DROP_MS - PUSH_MS * 0.35) / FALL_MS);
        this.y[i] = this.fallFromY[i]! + p * p * (height - this.fallFromY[i]! + r * 2);
        ctx.globalAlpha = 1 - p * 0.6;
      }
      // The tray's coins shuffle forward a little with the push (drawn only; their places stay).
      const nudge = kind === Kind.Tray && pushPhase >= 0 ? stroke * r * 0.4 : 0;
      ctx.drawImage(this.sprite, this.x[i]! - r - 1, this.y[i]! + nudge - r - 1);
      ctx.globalAlpha = 1;
    }

    if (this.label && time < this.labelUntil) {
      ctx.font = this.font;
      ctx.textAlign = 'center';
      ctx.lineWidth = Math.max(2, height * 0.012);
      ctx.strokeStyle = '#1a1026';
      ctx.strokeText(this.label, width / 2, height * 0.12);
      ctx.fillStyle = '#fff';
      ctx.fillText(this.label, width / 2, height * 0.12);
    }

    if (play && elapsed >= DROP_MS + PUSH_MS * 0.35 + FALL_MS) {
      for (let i = TRAY; i < POOL; i += 1) this.kind[i] = Kind.Off;
      this.current = null;
      play.onDone();
    }
    // Keep drawing while something moves: the idle stroke, a drop, or the label still showing.
    if (!this.reducedMotion() || this.current) this.start();
  }
}
