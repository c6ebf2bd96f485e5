const WAIT_MS = 5000;

/** Reads a Server-Sent Events body until `pattern` shows up (or fails after WAIT_MS). */
export function sseReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    get text() {
      return text;
    },
    async until(pattern: RegExp): Promise<string> {
      const deadline = Date.now() + WAIT_MS;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${pattern} not received within ${WAIT_MS} ms; got:\n${text}`);
        pending ??= reader.read();
        const result = await Promise.race([
          pending,
          new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
        ]);
        if (result === "timeout") continue;
        pending = undefined;
        if (result.done) throw new Error(`the stream ended before ${pattern}; got:\n${text}`);
        text += decoder.decode(result.value, { stream: true });
      }
      return text;
    },
    /** Whether the stream ends within WAIT_MS (what still comes before its end is read). */
    async ended(): Promise<boolean> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        pending ??= reader.read();
        const result = await Promise.race([
          pending,
          new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
        ]);
        if (result === "timeout") return false;
        pending = undefined;
        if (result.done) return true;
        text += decoder.decode(result.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
