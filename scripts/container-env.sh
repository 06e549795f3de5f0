# Sourced by the container-*.sh scripts: podman as this host needs it, without touching the
# host's own configuration. runc instead of crun (crun fails on hybrid cgroups), cgroupfs (no
# systemd), and ulimits a container may take: podman's defaults (nofile 1048576) are above the
# host's hard limits, and runc cannot raise them. nproc is also capped at 32768, the most runc
# could set here (measured: 32769 and the host's 96364 both fail with "setting rlimit type 6").
host_nofile="$(ulimit -Hn)"
host_nproc="$(ulimit -Hu)"
[ "$host_nproc" = unlimited ] || [ "$host_nproc" -gt 32768 ] && host_nproc=32768
[ "$host_nofile" = unlimited ] && host_nofile=1048576
podman_conf_dir="${TMPDIR:-/tmp}/hookline-podman-$(id -u)"
mkdir -p "$podman_conf_dir"
cat >"$podman_conf_dir/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=${host_nofile}:${host_nofile}", "nproc=${host_nproc}:${host_nproc}"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
export CONTAINERS_CONF="$podman_conf_dir/containers.conf"
# `podman build` and `podman run` given them on the command line as well.
podman_ulimits=(--ulimit "nofile=${host_nofile}:${host_nofile}" --ulimit "nproc=${host_nproc}:${host_nproc}")
