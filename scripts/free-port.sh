# free_port: prints a loopback port nobody listens on (a connection to it is refused), below Linux's
# ephemeral range (32768–60999) so that no outgoing connection holds it between the check and the
# bind. Sourced by with-postgres.sh and with-nats.sh.
free_port() {
  local p
  for _ in $(seq 50); do
    p=$((20000 + RANDOM % 12000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  return 1
}
