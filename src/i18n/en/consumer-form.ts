/** English texts of <svc-consumer-form>. */
export const consumerForm = {} as const;
