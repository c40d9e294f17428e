package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisConfig says how to reach the Redis of a shared store.
type RedisConfig struct {
	// URL is redis://[user:password@]host:port[/db], rediss://… for TLS,
	// or a bare host:port.
	URL string
	// DialTimeout bounds connecting, including the check at start.
	DialTimeout time.Duration
	// ReadTimeout and WriteTimeout bound one command.
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	// WatchPoolSize is how many connections blocking reads (WatchTask
	// followers) may hold at once.
	WatchPoolSize int
	Options       RedisOptions
}

// Persistence is what Redis said about its durability at start.
type Persistence struct {
	// AppendOnly is Redis's appendonly setting ("yes" or "no"); empty when
	// it could not be read (CONFIG may be disabled on managed services).
	AppendOnly string
	// Fsync is its appendfsync setting.
	Fsync string
}

// OpenRedis connects to the configured Redis, checks within DialTimeout
// that it answers — an unreachable Redis is an error naming its address,
// not a hang — and reads its persistence settings. close closes both
// clients.
func OpenRedis(ctx context.Context, cfg RedisConfig) (st *Redis, p Persistence, close func() error, err error) {
	o, err := redisOptions(cfg)
	if err != nil {
		return nil, p, nil, err
	}
	c := redis.NewClient(o)
	wo := *o
	wo.PoolSize = cfg.WatchPoolSize
	if wo.PoolSize <= 0 {
		wo.PoolSize = 256
	}
	w := redis.NewClient(&wo)
	close = func() error { return errors.Join(c.Close(), w.Close()) }
	pctx, cancel := context.WithTimeout(ctx, o.DialTimeout+o.ReadTimeout)
	defer cancel()
	if err := c.Ping(pctx).Err(); err != nil {
		_ = close()
		return nil, p, nil, fmt.Errorf("redis at %s is unreachable: %w", o.Addr, err)
	}
	if v, err := c.ConfigGet(pctx, "append*").Result(); err == nil {
		p.AppendOnly, p.Fsync = v["appendonly"], v["appendfsync"]
	}
	return NewRedis(c, w, cfg.Options), p, close, nil
}

func redisOptions(cfg RedisConfig) (*redis.Options, error) {
	o := &redis.Options{Addr: cfg.URL}
	if strings.Contains(cfg.URL, "://") {
		var err error
		if o, err = redis.ParseURL(cfg.URL); err != nil {
			return nil, fmt.Errorf("redis-url: %w", err)
		}
	}
	if cfg.DialTimeout > 0 {
		o.DialTimeout = cfg.DialTimeout
	}
	if o.DialTimeout <= 0 {
		o.DialTimeout = 5 * time.Second
	}
	if cfg.ReadTimeout > 0 {
		o.ReadTimeout = cfg.ReadTimeout
	}
	if cfg.WriteTimeout > 0 {
		o.WriteTimeout = cfg.WriteTimeout
	}
	if o.ReadTimeout <= 0 {
		o.ReadTimeout = 3 * time.Second
	}
	// A command that cannot reach Redis fails within the timeouts instead
	// of retrying for long: a task must stop, not run unrecorded.
	o.MaxRetries = 1
	return o, nil
}

// Warn logs what the persistence settings mean for hermes's guarantees.
func (p Persistence) Warn(logger *slog.Logger, addr string) {
	switch p.AppendOnly {
	case "yes":
		if p.Fsync != "" && p.Fsync != "always" && p.Fsync != "everysec" {
			logger.Warn("redis appendfsync is "+p.Fsync+": a crash of Redis may lose the last writes", "redis", addr)
		}
	case "":
		logger.Warn("could not read Redis persistence settings (CONFIG GET refused); make sure appendonly is yes", "redis", addr)
	default:
		logger.Warn("REDIS PERSISTENCE IS OFF (appendonly no): a Redis restart loses task records and write claims, "+
			"so exactly-once writes and the audit cannot be promised; set appendonly yes", "redis", addr)
	}
}
