package gateway_test

import (
	"context"
	"log/slog"
	"net"
	"slices"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/gateway"
	"github.com/hermes-agent/hermes/services/gateway/internal/auth"
)

// cronJobs are three yearly jobs (none fires during a test) run as two
// principals.
const cronJobs = `jobs:
- {name: inspect, schedule: "0 0 1 1 *", time_zone: UTC, goal: inspect the fleet, principal: {name: oncall, roles: [ops]}}
- {name: weekly, schedule: "0 0 1 1 *", time_zone: UTC, goal: weekly report, principal: {name: analyst-bot, roles: [analyst]}}
- {name: sweep, schedule: "0 0 1 1 *", time_zone: UTC, goal: sweep stale tickets, principal: {name: oncall, roles: [ops]}}
`

// ListCronJobs over the gateway's gRPC port shows a caller the jobs that
// run as them, and an admin every job; naming another principal's jobs
// without the admin role is PERMISSION_DENIED.
func TestListCronJobsShowsOnlyYourOwn(t *testing.T) {
	psrv := grpcserver.New(grpcserver.Options{})
	hermesv1.RegisterPlannerServiceServer(psrv, &recordingPlanner{})
	plAddr := serveGRPC(t, psrv.Serve)
	var cfg gateway.Config
	cfg.RegisterFlags(flagSet())
	cfg.PlannerAddr = plAddr
	cfg.AuthKeys = writeFile(t, "keys.yaml", "keys:\n"+
		"  - {name: analyst-bot, roles: [analyst], sha256: "+auth.Digest(analystKey)+"}\n"+
		"  - {name: oncall, roles: [ops, operator], sha256: "+auth.Digest(opsKey)+"}\n"+
		"  - {name: root, roles: [admin], sha256: "+auth.Digest("admin-key")+"}\n"+
		"  - {name: visitor, roles: [analyst], sha256: "+auth.Digest("visitor-key")+"}\n")
	cfg.CronJobs = writeFile(t, "cron.yaml", cronJobs)
	gw, err := gateway.New(cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- gw.Serve(ctx, lis) }()
	t.Cleanup(func() { stop(); <-done })
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	client := hermesv1.NewGatewayServiceClient(conn)

	tests := []struct {
		name, key, principal string
		want                 []string
		code                 codes.Code
	}{
		{"the jobs that run as you", opsKey, "", []string{"inspect", "sweep"}, codes.OK},
		{"an operator does not see another's", opsKey, "analyst-bot", nil, codes.PermissionDenied},
		{"your own, named", analystKey, "analyst-bot", []string{"weekly"}, codes.OK},
		{"no job of yours", "visitor-key", "", nil, codes.OK},
		{"admin sees every job", "admin-key", "", []string{"inspect", "weekly", "sweep"}, codes.OK},
		{"admin narrows to one principal", "admin-key", "oncall", []string{"inspect", "sweep"}, codes.OK},
		{"no key", "", "", nil, codes.Unauthenticated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cctx := context.Background()
			if tt.key != "" {
				cctx = metadata.AppendToOutgoingContext(cctx, "authorization", "Bearer "+tt.key)
			}
			resp, err := client.ListCronJobs(cctx, &hermesv1.ListCronJobsRequest{Principal: tt.principal})
			if status.Code(err) != tt.code {
				t.Fatalf("ListCronJobs = %v, want %s", err, tt.code)
			}
			var got []string
			for _, j := range resp.GetJobs() {
				got = append(got, j.GetName())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("jobs = %v, want %v", got, tt.want)
			}
		})
	}
}
