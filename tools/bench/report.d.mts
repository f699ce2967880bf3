// Types of the report.mjs helpers the load run of the fault suite reuses (api/test/faults/load).
export function load1(): number;
export function machineInfo(): { cpus: number; cpuModel: string | undefined; memoryGb: number; node: string; platform: string };
