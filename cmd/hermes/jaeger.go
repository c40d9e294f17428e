package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// The addresses hermes dev --jaeger gives Jaeger: the ones make jaeger
// uses, so the UI and the query API are where the README says.
const (
	jaegerOTLP   = "127.0.0.1:4317"
	jaegerQuery  = "127.0.0.1:16686"
	jaegerHealth = "127.0.0.1:13133"
)

// jaegerProc is a Jaeger started by hermes dev --jaeger.
type jaegerProc struct {
	cmd   *exec.Cmd
	otlp  string
	query string
}

// startJaeger runs .bin/jaeger with tools/jaeger/config.yaml, both found
// from the working directory (the repository root), and waits until it
// reports healthy.
func startJaeger(ctx context.Context) (*jaegerProc, error) {
	bin, cfg := filepath.Join(".bin", "jaeger"), filepath.Join("tools", "jaeger", "config.yaml")
	for _, p := range []string{bin, cfg} {
		if _, err := os.Stat(p); err != nil {
			return nil, &exitError{code: 2, msg: fmt.Sprintf("--jaeger needs %s: run hermes dev from the repository root after make .bin/jaeger (or start Jaeger yourself and give --otlp)", p)}
		}
	}
	cmd := exec.Command(bin, "--config", cfg)
	cmd.Env = append(os.Environ(), "JAEGER_OTLP_GRPC="+jaegerOTLP, "JAEGER_QUERY_HTTP="+jaegerQuery, "JAEGER_HEALTH="+jaegerHealth,
		"JAEGER_OTLP_HTTP=127.0.0.1:4318", "JAEGER_QUERY_GRPC=127.0.0.1:16685", "JAEGER_LOG_LEVEL=error")
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting Jaeger: %w", err)
	}
	j := &jaegerProc{cmd: cmd, otlp: jaegerOTLP, query: "http://" + jaegerQuery}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.NewTimer(20 * time.Second)
	defer deadline.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case err := <-exited:
			return nil, fmt.Errorf("jaeger exited at start (%v): are its ports (%s, %s, %s) taken?", err, jaegerOTLP, jaegerQuery, jaegerHealth)
		case <-deadline.C:
			j.stop()
			return nil, errors.New("jaeger did not report healthy within 20s")
		case <-ctx.Done():
			j.stop()
			return nil, ctx.Err()
		case <-tick.C:
			if healthy() {
				return j, nil // the waiting goroutine reaps it when stop kills it
			}
		}
	}
}

func healthy() bool {
	resp, err := http.Get("http://" + jaegerHealth + "/status")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// stop ends Jaeger; its in-memory traces go with it.
func (j *jaegerProc) stop() { _ = j.cmd.Process.Kill() }
