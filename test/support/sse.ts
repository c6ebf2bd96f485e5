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
    async ended(): Promise<boolean> {
      pending ??= reader.read();
      const result = await Promise.race([
        pending,
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), WAIT_MS)),
      ]);
      return result !== "timeout" && result.done;
    },
    cancel: () => reader.cancel(),
  };
}
