package demo

import (
	"context"
	"crypto/rand"
	"database/sql"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers "sqlite"

	"github.com/hermes-agent/hermes/libs/manifest"
)

// Environment variables the demo manifest reads. Backends.Env supplies them.
const (
	EnvHTTPURL         = "HERMES_DEMO_HTTP_URL"
	EnvRequirementsDSN = "HERMES_DEMO_REQUIREMENTS_DSN"
	EnvAPIToken        = "HERMES_DEMO_API_TOKEN"
)

//go:embed manifest.yaml
var manifestYAML []byte

//go:embed requirements.sql
var requirementsSQL string

// Manifest returns the demo's tool manifest (YAML).
func Manifest() []byte { return append([]byte(nil), manifestYAML...) }

// Config configures StartWith. The zero value is usable.
type Config struct {
	// Dir holds the requirements database; empty means a temporary
	// directory removed by Close.
	Dir string
	// Now is the demo clock; nil means time.Now.
	Now func() time.Time
	// HTTPAddr is where the demo HTTP service listens; empty means
	// 127.0.0.1 on a free port.
	HTTPAddr string
	// Latency delays every HTTP answer, to make parallel subtasks visible
	// (hermes dev --demo-latency) and timing tests robust.
	Latency time.Duration
}

// Backends are the running demo backends.
type Backends struct {
	// HTTPURL is the base URL of the metric and alert centers.
	HTTPURL string
	// RequirementsDB is the path of the SQLite requirements database.
	RequirementsDB string
	// Tools are the demo manifest's tools (HTTP, SQL and CLI), ready for a
	// toolrunner's manifest families with Env.
	Tools []manifest.Tool
	// Env resolves the demo manifest's variables, falling back to the
	// process environment for anything else.
	Env manifest.Lookup

	vars    map[string]string
	srv     *http.Server
	served  chan error
	tempDir string
}

// Start starts the demo backends with data for the current date; see
// StartWith.
func Start(ctx context.Context, dir string) (*Backends, error) {
	return StartWith(ctx, Config{Dir: dir})
}

// StartWith starts the demo HTTP service, creates the requirements database
// from the embedded SQL file (anchored at the clock's date), and loads the
// embedded manifest. Close stops and removes what it started.
func StartWith(ctx context.Context, cfg Config) (*Backends, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.HTTPAddr == "" {
		cfg.HTTPAddr = "127.0.0.1:0"
	}
	b := &Backends{}
	dir := cfg.Dir
	if dir == "" {
		tmp, err := os.MkdirTemp("", "hermes-demo-")
		if err != nil {
			return nil, fmt.Errorf("demo: %w", err)
		}
		dir, b.tempDir = tmp, tmp
	}
	b.RequirementsDB = filepath.Join(dir, "requirements.db")
	if err := CreateRequirementsDB(ctx, b.RequirementsDB, cfg.Now()); err != nil {
		b.cleanup()
		return nil, err
	}
	token := randomToken()
	lis, err := (&net.ListenConfig{}).Listen(ctx, "tcp", cfg.HTTPAddr)
	if err != nil {
		b.cleanup()
		return nil, fmt.Errorf("demo: listen %s: %w", cfg.HTTPAddr, err)
	}
	b.HTTPURL = "http://" + lis.Addr().String()
	b.srv = &http.Server{Handler: delay(cfg.Latency, requireToken(token, NewHTTPServer(cfg.Now))), ReadHeaderTimeout: 5 * time.Second}
	b.served = make(chan error, 1)
	go func() { b.served <- b.srv.Serve(lis) }()

	b.vars = map[string]string{
		EnvHTTPURL:         b.HTTPURL,
		EnvRequirementsDSN: "file:" + b.RequirementsDB,
		EnvAPIToken:        token,
	}
	b.Env = func(name string) (string, bool) {
		if v, ok := b.vars[name]; ok {
			return v, true
		}
		return os.LookupEnv(name)
	}
	cat, err := manifest.Parse("demo/manifest.yaml", manifestYAML)
	if err != nil {
		_ = b.Close()
		return nil, fmt.Errorf("demo: %w", err)
	}
	b.Tools = cat.Tools
	return b, nil
}

// Environ returns the demo manifest's variables as NAME=value pairs, for
// runners started as separate processes. The API token is a secret of the
// demo: pass it in an environment, never on a command line.
func (b *Backends) Environ() []string {
	out := make([]string, 0, len(b.vars))
	for _, k := range []string{EnvHTTPURL, EnvRequirementsDSN, EnvAPIToken} {
		out = append(out, k+"="+b.vars[k])
	}
	return out
}

// closeGrace is how long Close lets answers in flight finish.
const closeGrace = 2 * time.Second

// Close stops the HTTP service and removes a temporary directory. Answers
// in flight get closeGrace to finish; connections still open then — such
// as one a client dialled and never sent on, which Shutdown alone would
// wait for — are closed, which is what stopping means, not a failure.
func (b *Backends) Close() error {
	var err error
	if b.srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), closeGrace)
		defer cancel()
		if serr := b.srv.Shutdown(ctx); errors.Is(serr, context.DeadlineExceeded) {
			err = b.srv.Close()
		} else {
			err = serr
		}
		if serr := <-b.served; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
			err = serr
		}
		b.srv = nil
	}
	b.cleanup()
	return err
}

func (b *Backends) cleanup() {
	if b.tempDir != "" {
		_ = os.RemoveAll(b.tempDir)
		b.tempDir = ""
	}
}

// CreateRequirementsDB (re)creates the SQLite requirements database at path
// from the embedded SQL file, with dates relative to today.
func CreateRequirementsDB(ctx context.Context, path string, today time.Time) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("demo: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return fmt.Errorf("demo: open requirements db: %w", err)
	}
	defer db.Close()
	script := strings.ReplaceAll(requirementsSQL, "{{today}}", today.Format(dateLayout))
	for _, stmt := range strings.Split(script, ";\n") {
		if strings.TrimSpace(stripComments(stmt)) == "" {
			continue
		}
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("demo: create requirements db: %w", err)
		}
	}
	return nil
}

func stripComments(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "--") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func randomToken() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return "demo-" + hex.EncodeToString(b[:])
}

// requireToken answers 401 to requests without the demo's bearer token, so
// that the manifest's secret header is exercised end to end.
func requireToken(token string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" && r.Header.Get("Authorization") != "Bearer "+token {
			reply(w, http.StatusUnauthorized, 40101, "missing or wrong API token", nil)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// delay answers after d, or at once when the request is cancelled first.
func delay(d time.Duration, next http.Handler) http.Handler {
	if d <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			next.ServeHTTP(w, r)
		case <-r.Context().Done():
		}
	})
}
