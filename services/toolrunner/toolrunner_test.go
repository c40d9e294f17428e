package toolrunner_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"log/slog"
	"net"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// queueFamily is a family from outside the toolrunner: its tools answer
// with their own name, and its builder records that it was closed.
func queueFamily(closed *bool) tool.Family {
	return tool.Family{Name: "queue", Open: func(tool.Env) (tool.Builder, error) {
		return &queueBuilder{closed: closed}, nil
	}}
}

type queueBuilder struct{ closed *bool }

func (b *queueBuilder) Build(t manifest.Tool) (tool.Invoker, error) {
	name := t.Spec.Name
	return tool.Func(func(context.Context, json.RawMessage) (json.RawMessage, error) {
		return json.Marshal(map[string]string{"served_by": name})
	}), nil
}

func (b *queueBuilder) Close() error { *b.closed = true; return nil }

// config returns a runner's defaults as the flags set them, for families.
func config(t *testing.T, families []tool.Family, family string) (toolrunner.Config, string) {
	t.Helper()
	cfg := toolrunner.Config{Families: families}
	fs := flag.NewFlagSet("toolrunner", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	cfg.Family = family
	return cfg, fs.Lookup("family").Usage
}

func TestFamilyFlagListsTheFamiliesGiven(t *testing.T) {
	var closed bool
	tests := []struct {
		name      string
		families  []tool.Family
		family    string
		wantUsage string
		wantErr   string
	}{
		{"defaults", nil, "sql", "go, http, cli, sql or catalog", ""},
		{"defaults refuse an unknown family", nil, "queue", "", `"queue" must be go, http, cli, sql or catalog`},
		{"an outside family", []tool.Family{queueFamily(&closed)}, "queue", "go or queue", ""},
		{"only the families given", []tool.Family{queueFamily(&closed)}, "http", "", `"http" must be go or queue`},
		{"no manifest family", []tool.Family{}, "go", "backend family served: go", ""},
		{"a family twice", []tool.Family{queueFamily(&closed), queueFamily(&closed)}, "go", "", `"queue" is given twice`},
		{"a family named go", []tool.Family{{Name: toolspec.FamilyGo, Open: queueFamily(&closed).Open}}, "go", "", "family of Go tools"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg, usage := config(t, tc.families, tc.family)
			if tc.wantUsage != "" && !strings.HasSuffix(usage, tc.wantUsage) {
				t.Errorf("-family usage = %q, want it to end with %q", usage, tc.wantUsage)
			}
			err := cfg.Validate()
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("Validate: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("Validate = %v, want an error containing %q", err, tc.wantErr)
			}
		})
	}
}

// serve starts r on loopback TCP and returns a client; the cleanup stops r
// and waits for it.
func serve(t *testing.T, r *toolrunner.Runner) hermesv1.ToolRunnerServiceClient {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Serve(ctx, lis) }()
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn.Close()
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return hermesv1.NewToolRunnerServiceClient(conn)
}

func TestRunnerServesAnOutsideFamily(t *testing.T) {
	cat, err := manifest.Parse("inline.yaml", []byte(`tools:
  - name: plan_only
    description: Known for planning, never executed.
    family: catalog
`))
	if err != nil {
		t.Fatal(err)
	}
	queued := manifest.Tool{Source: "code:1", Spec: toolspec.Spec{Name: "enqueue", Description: "Enqueues a job.",
		Parameters: json.RawMessage(`{"type":"object"}`), SideEffect: toolspec.Read, Family: "queue"}}
	tools := append(cat.Tools, queued)

	var closed bool
	families := append(toolrunner.DefaultFamilies(), queueFamily(&closed))
	cfg, _ := config(t, families, "queue")
	cfg.Server.Listen = "127.0.0.1:0"
	r, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.ManifestTools(tools, "queue", nil))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() { // runs after serve's cleanup has stopped the runner
		if !closed {
			t.Error("the family's builder was not closed when the runner stopped")
		}
	})
	client := serve(t, r)
	resp, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "enqueue", ArgumentsJson: `{}`})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := resp.GetOutputJson(), `{"served_by":"enqueue"}`; got != want {
		t.Errorf("output = %s (error %v), want %s", got, resp.GetError(), want)
	}
	list, err := client.ListTools(context.Background(), &hermesv1.ToolRunnerServiceListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.GetTools()); n != 1 {
		t.Errorf("a queue runner lists %d tools, want only its own family's", n)
	}
}

func TestRunnerServesCatalogOnlyTools(t *testing.T) {
	cat, err := manifest.Parse("inline.yaml", []byte(`tools:
  - name: plan_only
    description: Known for planning, never executed.
    family: catalog
`))
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config(t, nil, "catalog")
	cfg.Server.Listen = "127.0.0.1:0"
	r, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.ManifestTools(cat.Tools, "catalog", nil))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	client := serve(t, r)
	resp, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "plan_only", ArgumentsJson: `{}`})
	if err != nil {
		t.Fatal(err)
	}
	if e := resp.GetError(); e.GetKind() != hermesv1.ErrorKind_ERROR_KIND_BUSINESS || e.GetCode() != "not_executable" {
		t.Errorf("error = %v, want BUSINESS not_executable", e)
	}
}

func TestNewRefusesToolsOfAFamilyItWasNotGiven(t *testing.T) {
	cfg, _ := config(t, []tool.Family{}, "go")
	cfg.Server.Listen = "127.0.0.1:0"
	_, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.ManifestTools(nil, "sql", nil))
	if err == nil || !strings.Contains(err.Error(), `no "sql" family`) {
		t.Errorf("New = %v, want an error naming the missing family", err)
	}
}

func TestGoToolsKeepTheirErrorKinds(t *testing.T) {
	refuse := tool.Go{
		Spec: toolspec.Spec{Name: "refuse", Description: "Refuses.", SideEffect: toolspec.Read,
			Parameters: json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`)},
		Func: func(context.Context, json.RawMessage) (json.RawMessage, error) {
			return nil, toolerr.NewBusiness("closed", "the ledger is closed")
		},
	}
	crash := tool.Go{
		Spec: toolspec.Spec{Name: "crash", Description: "Fails plainly.", SideEffect: toolspec.Read},
		Func: func(context.Context, json.RawMessage) (json.RawMessage, error) { return nil, errors.New("boom") },
	}
	cfg, _ := config(t, nil, "go")
	cfg.Server.Listen = "127.0.0.1:0"
	r, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.GoTools(refuse, crash))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	client := serve(t, r)
	tests := []struct {
		tool, args string
		wantKind   hermesv1.ErrorKind
		wantCode   string
	}{
		{"refuse", `{}`, hermesv1.ErrorKind_ERROR_KIND_BUSINESS, "closed"},
		{"refuse", `{"n":"x"}`, hermesv1.ErrorKind_ERROR_KIND_PARAM, toolerr.CodeInvalidArguments},
		{"crash", `{}`, hermesv1.ErrorKind_ERROR_KIND_SYSTEM, toolerr.CodeInternal},
	}
	for _, tc := range tests {
		t.Run(tc.tool+" "+tc.args, func(t *testing.T) {
			resp, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: tc.tool, ArgumentsJson: tc.args})
			if err != nil {
				t.Fatal(err)
			}
			if e := resp.GetError(); e.GetKind() != tc.wantKind || e.GetCode() != tc.wantCode {
				t.Errorf("error = %v, want %v %s", e, tc.wantKind, tc.wantCode)
			}
		})
	}
}

// A Redis that needs a password is named by URL; the claim store already
// reads one, so the setting must accept it.
func TestRedisAddrTakesHostPortOrURL(t *testing.T) {
	tests := []struct {
		addr string
		ok   bool
	}{
		{"", true},
		{"127.0.0.1:6379", true},
		{"redis:6379", true},
		{"redis://:s3cr3t@redis:6379/0", true},
		{"rediss://user:s3cr3t@redis.example.internal:6380", true},
		{"redis", false},
		{"http://redis:6379", false},
		{"redis://", false},
	}
	for _, tc := range tests {
		t.Run(tc.addr, func(t *testing.T) {
			cfg, _ := config(t, nil, "go")
			cfg.RedisAddr = tc.addr
			err := cfg.Validate()
			if (err == nil) != tc.ok {
				t.Errorf("Validate with redis-addr %q = %v, want ok=%v", tc.addr, err, tc.ok)
			}
		})
	}
}

// A runner given a Redis URL shares its claims through that Redis.
func TestRunnerOpensRedisByURL(t *testing.T) {
	addr := testenv.Getenv("HERMES_TEST_REDIS_ADDR", "127.0.0.1:6379")
	cfg, _ := config(t, nil, "go")
	cfg.Server.Listen = "127.0.0.1:0"
	cfg.RedisAddr = "redis://" + addr + "/0"
	conn, err := net.Dial("tcp", addr)
	testenv.Require(t, "Redis at "+addr, err)
	_ = conn.Close()
	r, err := toolrunner.New(context.Background(), cfg, slog.New(slog.DiscardHandler), toolrunner.GoTools(builtin.Tools()...))
	if err != nil {
		t.Fatalf("New with redis-addr %s: %v", cfg.RedisAddr, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Serve(ctx, lis); err != nil {
		t.Errorf("Serve after cancel: %v", err)
	}
}
