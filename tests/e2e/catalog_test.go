package e2e

import (
	"context"
	"flag"
	"io"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/services/planner"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
)

// serveRunner starts a toolrunner in process on a TCP listener and returns
// its address and a stop function that waits for it to drain.
func serveRunner(t *testing.T, family string, setup toolrunner.Setup) (string, func()) {
	t.Helper()
	var cfg toolrunner.Config
	fs := flag.NewFlagSet("tr", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	cfg.Family = family
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Server.Listen = lis.Addr().String()
	cfg.Server.Drain = time.Second
	r, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), setup)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = r.Serve(ctx, lis); close(done) }()
	stopped := false
	stop := func() {
		if !stopped {
			stopped = true
			cancel()
			<-done
		}
	}
	t.Cleanup(stop)
	return lis.Addr().String(), stop
}

// The planner merges its runners' catalogs, and a runner that goes away
// keeps its tools in the catalog (calls to them fail as SYSTEM and trip the
// breaker) while the other runners are refreshed as usual.
func TestCatalogMergesRunnersAndKeepsAnUnreachableOnesTools(t *testing.T) {
	cat, err := manifest.Parse("inline.yaml", []byte(`tools:
  - name: fetch_page
    description: Fetches a page.
    side_effect: read
    parameters: {type: object}
    http: {url: "http://127.0.0.1:1/page"}
`))
	if err != nil {
		t.Fatal(err)
	}
	goAddr, _ := serveRunner(t, "go", toolrunner.GoTools(builtin.Tools()...))
	httpAddr, stopHTTP := serveRunner(t, "http", toolrunner.ManifestTools(cat.Tools, "http", nil))

	var cfg planner.Config
	fs := flag.NewFlagSet("pl", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	cfg.Toolrunners = []string{goAddr, httpAddr}
	cfg.CatalogRefresh = time.Second
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Server.Listen = lis.Addr().String()
	refreshFailed := make(chan struct{}, 1)
	logger := slog.New(&signalHandler{msg: "catalog refresh failed", hit: refreshFailed})
	pl, err := planner.New(context.Background(), cfg, logger)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() { _ = pl.Serve(ctx, lis); close(served) }()
	defer func() { cancel(); <-served }()
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	client := hermesv1.NewPlannerServiceClient(conn)
	list := func() string {
		t.Helper()
		resp, err := client.ListTools(context.Background(), &hermesv1.PlannerServiceListToolsRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tl := range resp.GetTools() {
			names = append(names, tl.GetName()+"/"+tl.GetFamily())
		}
		return strings.Join(names, ",")
	}
	want := "echo/go,fetch_page/http,noop/go,sleep/go"
	if got := list(); got != want {
		t.Fatalf("merged catalog = %s, want %s", got, want)
	}

	stopHTTP()
	select {
	case <-refreshFailed: // a refresh ran while the HTTP runner was gone
	case <-time.After(10 * time.Second):
		t.Fatal("no catalog refresh reached the stopped runner within 10 s")
	}
	if got := list(); got != want {
		t.Errorf("after the HTTP runner went away the catalog is %s, want it unchanged: %s", got, want)
	}
}

// signalHandler is a slog handler that signals when a record with msg is
// logged: a condition to wait on instead of a sleep.
type signalHandler struct {
	msg string
	hit chan struct{}
}

func (h *signalHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h *signalHandler) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h *signalHandler) WithGroup(string) slog.Handler            { return h }
func (h *signalHandler) Handle(_ context.Context, r slog.Record) error {
	if strings.HasPrefix(r.Message, h.msg) {
		select {
		case h.hit <- struct{}{}:
		default:
		}
	}
	return nil
}
