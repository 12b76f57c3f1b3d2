/**
 * Asks one of the embedded mock's demo controls (`/__mock__/...`). An answer that is not a success,
 * or none at all, throws: the button then says so and does nothing it would do after a success.
 */
export async function postDemoControl(path: string, body?: unknown): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}
